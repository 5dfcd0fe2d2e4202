// A picture as every domain answers it (spec §3): its sizes' files under /media/. The kernel's: works, posts,
// chat messages, exhibitions and profiles all carry pictures.
import { Type, type Static } from '@sinclair/typebox';

export const ImageSizeSchema = Type.Object({
  sizeName: Type.Union([Type.Literal('thumbnail'), Type.Literal('gallery'), Type.Literal('productImage')]),
  fileName: Type.String({ description: 'Path under /media/' }),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const ImageSetSchema = Type.Object({ slug: Type.String(), alt: Type.String(), sizes: Type.Array(ImageSizeSchema) }, { $id: 'ImageSet' });

export type ImageSize = Static<typeof ImageSizeSchema>;
export type ImageSet = Static<typeof ImageSetSchema>;
