// A domain's coded answers sit in its contract's folder: its owners' only, like its schemas.
export const GALLERY_CODED = { empty: { code: 'gallery.empty', message: 'Nothing here yet' } };
