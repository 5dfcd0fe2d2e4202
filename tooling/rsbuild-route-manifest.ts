// Writes `routes.json` into a remote's build (issue 22 §3): the routes it renders as the contract's table
// has them (path, access, footer) with the first data the server answers in their page. It is published
// with the remote (beside remoteEntry.js, like startup.json), and the server and the shell read the live
// one, so a page a team adds ships with its remote alone.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { withFirstData } from '../shared/src/first-data/first-data';
import { ROUTES_FILE, contractRoutes, type PublishedRoute } from '../shared/src/routing/published';

/** The routes `owner` (a Module Federation name) renders, as its build publishes them. */
export const publishedRoutesOf = (owner: string): PublishedRoute[] => withFirstData(contractRoutes(owner));

export const pluginRouteManifest = (owner: string): RsbuildPlugin => ({
  name: 'kala:route-manifest',
  setup(api) {
    api.onAfterBuild(() => {
      writeFileSync(path.join(api.context.distPath, ROUTES_FILE), JSON.stringify({ routes: publishedRoutesOf(owner) }));
    });
  },
});
