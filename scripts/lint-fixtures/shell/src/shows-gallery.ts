// The shell shows the gallery's answers (owners.json "shows"): allowed; the orders contract is not.
import type { GallerySchema } from '../../shared/src/contracts/gallery';
import type { OrderSchema } from '../../shared/src/contracts/orders';

export type Shown = [typeof GallerySchema, typeof OrderSchema];
