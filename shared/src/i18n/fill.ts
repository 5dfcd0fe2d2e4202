// A text's placeholders ('{{name}}', '{{ count }}') filled in one pass, the one grammar for the page's
// translator and the server's texts. Each value is put in as it is: a replacement function, so a name
// holding '$&' is not read as a pattern, and one pass, so a value holding '{{work}}' is not filled again.
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export const fillPlaceholders = (text: string, valueOf: (name: string) => string): string =>
  text.includes('{{') ? text.replace(PLACEHOLDER, (_, name: string) => valueOf(name)) : text;
