import { formatMsg } from '../messages';
import { checkArtwork, checkRegisterForm, checkResetPasswordForm, isStrongEnoughPassword, priceField, tagsToSend } from '.';

const validArtwork = { imageCount: 1, name: 'Dawn', categories: ['painting'], price: 0, stock: 1 };

describe('register rules (spec §5), in order', () => {
  const full = { name: 'Asha', email: 'a@b.np', password: 'abc123', 'confirm-password': 'abc123' };
  it.each([
    [{ ...full, name: ' ' }, 'fullNameEmpty'],
    [{ ...full, email: '' }, 'emailEmpty'],
    [{ ...full, password: '' }, 'passwordEmpty'],
    [{ ...full, 'confirm-password': '' }, 'passwordConfirmEmpty'],
    [{ ...full, 'confirm-password': 'abc124' }, 'passwordsMismatch'],
    [full, null],
  ])('%o → %s', (input, key) => expect(checkRegisterForm(input)).toBe(key));

  it('the server password rule wants 6 characters and a number', () => {
    expect(isStrongEnoughPassword('abc12')).toBe(false);
    expect(isStrongEnoughPassword('abcdef')).toBe(false);
    expect(isStrongEnoughPassword('abcde1')).toBe(true);
  });

  it('reset needs equal non-empty passwords', () => {
    expect(checkResetPasswordForm('', '')).toBe('checkPassword');
    expect(checkResetPasswordForm('a1', 'a2')).toBe('checkPassword');
    expect(checkResetPasswordForm('abc123', 'abc123')).toBeNull();
  });
});

describe('artwork rules (spec §5)', () => {
  it.each([
    [{ imageCount: 7 }, 'artworkTooManyImages'],
    [{ imageCount: 0 }, 'artworkNoImage'],
    [{ name: '' }, 'artworkNameRequired'],
    [{ categories: [] }, 'artworkCategoryRequired'],
    [{ price: '' }, 'artworkPriceRequired'],
    [{ price: 10_000_001 }, 'artworkPriceMax'],
    [{ stock: '' }, 'artworkStockRequired'],
    [{ stock: 51 }, 'artworkStockMax'],
    [{ height: 241 }, 'artworkHeightMax'],
    [{ width: 241 }, 'artworkWidthMax'],
    [{ breadth: 121 }, 'artworkBreadthMax'],
    [{ weight: 241 }, 'artworkWeightMax'],
    [{ tags: Array(11).fill('t') }, 'artworkTagsMax'],
  ])('%o → %s', (change, key) => expect(checkArtwork({ ...validArtwork, ...change })?.key).toBe(key));

  it('accepts limits exactly and 0 as Not For Sale', () => {
    expect(checkArtwork({ ...validArtwork, price: 10_000_000, stock: 50, height: 240, width: 240, breadth: 120, weight: 240 })).toBeNull();
    expect(priceField(0)).toBe('Not For Sale');
    expect(priceField(25000)).toBe('NPR 25000');
    expect(priceField(25000, 0)).toBe('Sold');
    expect(priceField(0, 0)).toBe('Not For Sale');
  });

  it('sends tags only when 1 to 9 are present', () => {
    expect(tagsToSend([])).toEqual([]);
    expect(tagsToSend(['a'])).toEqual(['a']);
    expect(tagsToSend(Array(10).fill('t'))).toEqual([]);
  });
});

describe('messages', () => {
  it('fills placeholders', () => {
    expect(formatMsg('artworkTooManyImages', { n: 6 })).toBe('You can only upload 6 images');
  });
});
