// What the catalogue puts in the cart: an artwork as a cart item. Keeping the cookie and server carts in
// step is the platform's job (@kala/shared, started by the shell).
import { imageSize, type CartItem } from '@kala/shared';
import type { Artwork } from '@kala/shared/contracts/catalogue';

export const cartItemOfArtwork = (artwork: Artwork): Omit<CartItem, 'qty'> => ({
  product: artwork._id,
  price: artwork.price,
  name: artwork.name,
  image: imageSize(artwork.image, 'thumbnail')?.fileName ?? '',
  author: artwork.author.name,
});
