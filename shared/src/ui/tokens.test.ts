// tokens.css and the constants the server's first paint uses say the same font stacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FONT_STACKS } from '../constants';

const tokens = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
/** A custom property's value in tokens.css, its line breaks folded into single spaces. */
const token = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(tokens)?.[1].replace(/\s+/g, ' ').trim();

it('holds the font stacks FONT_STACKS names', () => {
  expect(token('--kala-font')).toBe(FONT_STACKS.text);
  expect(token('--kala-font-display')).toBe(FONT_STACKS.display);
});
