// A remote imports its own domain's contract: fine.
import { GallerySchema } from '../../../shared/src/contracts/gallery';

export const gallery = GallerySchema;
