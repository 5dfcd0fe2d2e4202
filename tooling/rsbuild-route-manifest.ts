// Writes `routes.json` into a remote's build (issue 22 §3): the routes it renders as the contract's table
// has them (path, access, footer) with the first data the server answers in their page. It is published
// with the remote (beside remoteEntry.js, like startup.json), and the server and the shell read the live
// one, so a page a team adds ships with its remote alone.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { withFirstData } from '../shared/src/first-data/first-data';
import { ROUTES_FILE, contractRoutes, type RoutesFile } from '../shared/src/routing/published';

/** The routes `owner` (a Module Federation name) renders and their first data, as its build publishes them. */
export function publishedRoutesOf(owner: string): RoutesFile {
  const routes = contractRoutes(owner);
  const first = Object.fromEntries(withFirstData(routes).flatMap((route) => (route.first ? [[route.name, route.first]] : [])));
  return { routes, first };
}

export const pluginRouteManifest = (owner: string): RsbuildPlugin => ({
  name: 'kala:route-manifest',
  setup(api) {
    api.onAfterBuild(() => {
      writeFileSync(path.join(api.context.distPath, ROUTES_FILE), JSON.stringify(publishedRoutesOf(owner)));
    });
  },
});
