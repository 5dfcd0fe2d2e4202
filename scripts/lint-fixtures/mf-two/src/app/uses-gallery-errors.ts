// A remote importing another domain's coded answers (its contract's folder): refused.
import { GALLERY_CODED } from '../../../shared/src/contracts/gallery/errors';

export const empty = GALLERY_CODED.empty;
