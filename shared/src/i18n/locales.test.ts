// Every namespace's texts, in every package (`<package>/locales/<language>/<namespace>.json`), against
// English, the source language: each language has every key of English and no other, and each text keeps
// English's placeholders ({{name}}). What the type checker guarded when the texts were TypeScript.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../constants';

const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = readdirSync(ROOT).filter((dir) => existsSync(path.join(ROOT, dir, 'locales', 'en')));

type Texts = { [key: string]: string | Texts };
const read = (pkg: string, language: string, file: string): Texts => JSON.parse(readFileSync(path.join(ROOT, pkg, 'locales', language, file), 'utf8'));

/** key path → text, for every text of a namespace. */
const flatten = (texts: Texts, prefix = ''): Map<string, string> =>
  new Map(Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : [...flatten(value, `${prefix}${key}.`)])));

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const namespaces = PACKAGES.flatMap((pkg) => readdirSync(path.join(ROOT, pkg, 'locales', 'en')).map((file) => [pkg, file] as const));

test('every package keeps its texts as JSON, English first', () => {
  expect(namespaces.map(([pkg]) => pkg)).toEqual(expect.arrayContaining(['shared', 'shell', 'mf-catalogue', 'mf-social', 'mf-commerce', 'mf-messaging', 'mf-exhibitions', 'mf-admin']));
});

describe.each(namespaces)('%s %s', (pkg, file) => {
  const english = flatten(read(pkg, 'en', file));
  test.each(LANGUAGES.filter((language) => language !== 'en'))('%s has every key, no other, and the same placeholders', (language) => {
    const texts = flatten(read(pkg, language, file));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    const differing = [...english].filter(([key, text]) => placeholders(texts.get(key) ?? '').join() !== placeholders(text).join());
    expect(differing).toEqual([]);
    expect([...texts.values()].filter((text) => text.trim() === '')).toEqual([]);
  });
});

// Nepali shows Devanagari digits throughout (issue 20): a number in a Nepali text is written in them, or is a
// placeholder the translator fills in the page's digits. Keys (address2) and placeholders' names do not count.
test.each(namespaces)('%s %s: the Nepali texts write no Latin digit', (pkg, file) => {
  const latin = [...flatten(read(pkg, 'ne', file))].filter(([, text]) => /[0-9]/.test(text.replace(/\{\{\w+\}\}/g, '')));
  expect(latin).toEqual([]);
});
