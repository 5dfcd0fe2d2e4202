// A remote importing another domain's contract: refused.
import { GallerySchema } from '../../../shared/src/contracts/gallery';

export const gallery = GallerySchema;
