// Text written into the HTML the server serves: escaped for an attribute or a text node alike.
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
