export const GallerySchema = { $id: 'Gallery' };
