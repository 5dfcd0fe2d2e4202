// Data saver (issue 25), as a request shows it: the browser's Save-Data, a 2G connection (the ECT client
// hint, asked for with Accept-CH on every page), or the footer's switch (its cookie, which once set decides).
// Pages are then written without the first paint's pictures (modules/web), and pictures are sent in their
// smallest size (modules/media).
import type { FastifyRequest } from 'fastify';

const DATA_SAVER_COOKIE = /(?:^|;\s*)kala_data_saver=([01])/;

export function savingDataFor(req: FastifyRequest): boolean {
  // The switch, once used, decides; until then the browser and the connection do.
  const chosen = DATA_SAVER_COOKIE.exec(req.headers.cookie ?? '')?.[1];
  return chosen ? chosen === '1' : req.headers['save-data'] === 'on' || /^(slow-)?2g$/.test(String(req.headers.ect ?? ''));
}
