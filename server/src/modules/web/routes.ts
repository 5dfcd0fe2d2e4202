// The built front end on the API's port: the shell, its remotes and /remotes.json (what nginx does in
// production). Manifests and entry files are revalidated on every load; hashed files are immutable.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { matchRoute } from '@kala/shared/routing';
import type { WebOptions } from '../../config';
import { savingDataFor } from '../../lib/data-saver';
import { firstAnswers, languageOf } from './first-data';
import { deployedRemotes, liveRemotes, liveRoutes, remotesList } from './layout';
import { shellPage } from './shell-page';

const NO_CACHE = { cacheControl: false } as const;
const IMMUTABLE = { maxAge: 365 * 24 * 3600 * 1000, immutable: true } as const;
/** Paths that belong to the server, never to the SPA fallback. */
const SERVER_PREFIXES = ['/api', '/auth', '/chat', '/media', '/live', '/remotes'];
/** Files whose names do not change between deploys (the service worker and its offline page among them: issue 25). */
const UNHASHED = new Set(['index.html', 'version.json', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'sw.js', 'manifest.webmanifest', 'offline.html', 'offline.css', 'offline.js']);

function sendNoCache(reply: FastifyReply, file: string, root: string) {
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  return reply.sendFile(file, root, NO_CACHE);
}

function sendAsset(reply: FastifyReply, file: string, root: string) {
  if (UNHASHED.has(path.basename(file))) return sendNoCache(reply, file, root);
  // A cache keeps the .br, .gz and plain answers apart.
  return reply.header('Vary', 'Accept-Encoding').sendFile(file, root, IMMUTABLE);
}

/** True for a regular file inside root (never a folder, never outside root). */
function isFileIn(root: string, rel: string): boolean {
  const full = path.resolve(root, rel);
  if (!full.startsWith(path.resolve(root) + path.sep)) return false;
  return existsSync(full) && statSync(full).isFile();
}

export const isServerPath = (url: string): boolean =>
  SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

const RemoteParams = Type.Object({ remote: Type.String(), '*': Type.String() });
const FileParams = Type.Object({ '*': Type.String() });

const webRoutes: FastifyPluginAsyncTypebox<WebOptions> = async (app, web) => {
  // Only reply.sendFile: every route below picks its file and folder itself. preCompressed: the build's
  // .br/.gz copy goes out when the browser accepts it (with Vary: Accept-Encoding), no work per request.
  await app.register(fastifyStatic, { root: web.shellDir, serve: false, preCompressed: true });

  app.get('/remotes.json', { schema: { hide: true } }, (_req, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesList(deployedRemotes(web));
  });

  // /remotes/<folder>/remoteEntry.js, /mf-manifest.json, and /remotes/<folder>/<version>/<file>.
  app.get('/remotes/:remote/*', { schema: { hide: true, params: RemoteParams } }, (req, reply) => {
    const remote = liveRemotes(web).find((r) => r.name === req.params.remote);
    if (!remote) return reply.callNotFound();
    const rest = req.params['*'];
    if (rest === 'remoteEntry.js' || rest === 'mf-manifest.json') return sendNoCache(reply, rest, remote.dir);
    // Chunks are addressed under a version folder (nginx's layout); here each remote has one build.
    const unversioned = rest.slice(rest.indexOf('/') + 1);
    const file = isFileIn(remote.dir, rest) ? rest : unversioned;
    if (!isFileIn(remote.dir, file)) return reply.callNotFound();
    return sendAsset(reply, file, remote.dir);
  });

  // Shell files, or index.html for any client-side route (SPA fallback).
  app.get('/*', { schema: { hide: true, params: FileParams } }, async (req, reply) => {
    if (isServerPath(req.url)) return reply.callNotFound();
    const file = req.params['*'];
    if (file && isFileIn(web.shellDir, file)) return sendAsset(reply, file, web.shellDir);
    const { pathname, search } = new URL(req.url, 'http://x');
    // The routes as the live builds published them: a remote's page deployed a moment ago is found here.
    const deployed = deployedRemotes(web);
    const match = matchRoute(liveRoutes(deployed), pathname);
    // Early answers are a head start, never a condition: without them the page asks as usual.
    const early = await firstAnswers(app, req, match, search).catch((error: unknown) => {
      req.log.warn({ err: error }, 'first answers for the page failed');
      return null;
    });
    const page = shellPage(web.shellDir, match?.route ?? null, remotesList(deployed), (mfName) => deployed.find((r) => r.mfName === mfName), early);
    if (page == null) return reply.callNotFound();
    // Written per request (the remotes list and preloads follow what is deployed now): never cached. The
    // page's language from its first byte, as the shell will choose it (assistive technology reads it, and
    // the browser picks the language's fonts for the first paint and the fonts warmed for it); data saver
    // marks the page (first-data.ts); ECT lets a 2G connection say so on the next page.
    const marks = ` lang="${languageOf(req)}"${savingDataFor(req) ? ' data-save-data' : ''}`;
    const html = page.replace(/^<!DOCTYPE html><html/i, `$&${marks}`);
    // A signed-in viewer's page carries their own data: for their browser only.
    return reply.header('Cache-Control', early?.viewer ? 'private, no-cache' : 'no-cache').header('Accept-CH', 'ECT').type('text/html; charset=utf-8').send(html);
  });
};

export default webRoutes;
