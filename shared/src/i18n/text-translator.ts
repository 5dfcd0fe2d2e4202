// A remote's own message texts (a module of English texts kept out of the shared singleton) shown in the
// reader's language: a known text, ours or a server answer, becomes its key's translation; others stay.
export function textTranslator(texts: Record<string, string>, prefix: string) {
  const keyOf = new Map(Object.entries(texts).map(([key, text]) => [text, key]));
  return (t: (key: string) => string, text: string): string => {
    const key = keyOf.get(text);
    return key ? t(`${prefix}.${key}`) : text;
  };
}
