// A pseudo-locale, added the way a real language is (issue 22 §4): a folder of JSON files beside every
// package's English (`<package>/locales/<code>/<namespace>.json`). Each text is English with its letters
// accented and bracketed ('Sort by' → '⟦Śǿřŧ ƀẏ⟧'), placeholders kept, so a test can tell a text resource
// from English written into the code. Node only: tests call it, never the app.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';

type Texts = { [key: string]: string | Texts };

/** One English text in the pseudo-locale; {{placeholders}} stay as they are. */
export const pseudoText = (text: string): string =>
  `⟦${text
    .split(/(\{\{\w+\}\})/)
    .map((part, i) => (i % 2 ? part : [...part].map((c) => ACCENTED[PLAIN.indexOf(c)] ?? c).join('')))
    .join('')}⟧`;

const pseudoTexts = (texts: Texts): Texts =>
  Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, typeof value === 'string' ? pseudoText(value) : pseudoTexts(value)]));

/** Every package that has texts (a `locales/en` folder). */
const packages = () => readdirSync(ROOT).filter((dir) => existsSync(path.join(ROOT, dir, 'locales', 'en')));

/** Writes the `code` folder beside every package's English; returns what removes them again. */
export function writePseudoLocale(code: string): () => void {
  const folders = packages().map((pkg) => path.join(ROOT, pkg, 'locales', code));
  for (const folder of folders) {
    const english = path.join(folder, '..', 'en');
    mkdirSync(folder, { recursive: true });
    for (const file of readdirSync(english)) {
      writeFileSync(path.join(folder, file), JSON.stringify(pseudoTexts(JSON.parse(readFileSync(path.join(english, file), 'utf8')))));
    }
  }
  return () => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
}

/** Every English text of every package, to find any a page shows untranslated. */
export function englishTexts(): Set<string> {
  const flat = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : flat(value)));
  return new Set(
    packages().flatMap((pkg) => {
      const english = path.join(ROOT, pkg, 'locales', 'en');
      return readdirSync(english).flatMap((file) => flat(JSON.parse(readFileSync(path.join(english, file), 'utf8'))));
    }),
  );
}
