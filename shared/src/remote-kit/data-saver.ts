// Data saver in the page (issue 25): the server wrote the page for it (`<html data-save-data>`: Save-Data, a
// 2G connection's ECT hint, or the footer's switch), or the connection says so now. Read where a page would
// otherwise spend data unasked: autoplaying sliders, background audio, fetching ahead.
export function savingData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return document.documentElement.hasAttribute('data-save-data') || !!connection?.saveData || /2g/.test(connection?.effectiveType ?? '');
}
