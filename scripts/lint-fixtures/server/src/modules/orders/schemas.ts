// A server module imports its own domain's contract: fine.
import { OrderSchema } from '../../../../shared/src/contracts/orders';
// …and another domain's: refused.
import { GallerySchema } from '../../../../shared/src/contracts/gallery';

export const schemas = [OrderSchema, GallerySchema];
