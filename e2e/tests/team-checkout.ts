// A team's checkout of the exhibitions remote with two new pages (issue 22 §3), made the way the team would:
// the remote, its contract (its routes file and the first data) and the build tooling, copied from this
// repository, with the pages added by hand-sized edits. Built alone, it is what the team publishes; nothing
// of the shell or the server is rebuilt.
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..');

export const NEW_PAGES = {
  /** For everyone, with first data: the exhibitions list answered in the page, and its picture preloaded. */
  archive: { path: '/exhibitions/archive', heading: 'Exhibitions archive' },
  /** Signed-in only, without the footer. */
  saved: { path: '/exhibitions/saved', heading: 'Saved exhibitions' },
};

const ARCHIVE_PAGE = `import { useQuery } from '@tanstack/react-query';
import { exhibitionKeys, fetchExhibitions } from '../api/exhibitions-api';

export function ArchivePage() {
  const { data } = useQuery({ queryKey: exhibitionKeys.list, queryFn: ({ signal }) => fetchExhibitions(signal) });
  return (
    <section>
      <h1>${NEW_PAGES.archive.heading}</h1>
      <ul aria-label="Shows">{data?.map((show) => <li key={show._id}>{show.title}</li>)}</ul>
    </section>
  );
}

export function SavedPage() {
  return <h1>${NEW_PAGES.saved.heading}</h1>;
}
`;

function edit(root: string, file: string, after: string, insert: string) {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(after)) throw new Error(`${file} no longer has ${JSON.stringify(after)}: update team-checkout.ts`);
  writeFileSync(full, text.replace(after, after + insert));
}

/** Lays the checkout out under `root` (node_modules from this repository's, above it) and answers the remote's folder. */
export function teamCheckout(root: string): string {
  rmSync(root, { recursive: true, force: true });
  const skip = (source: string) => !/[/\\](node_modules|dist|qps)$/.test(source);
  for (const part of ['shared', 'tooling', 'mf-exhibitions']) cpSync(path.join(repo, part), path.join(root, part), { recursive: true, filter: skip });
  for (const file of ['mf-shared.config.ts', 'tsconfig.base.json']) cpSync(path.join(repo, file), path.join(root, file));
  // The checkout's own @kala/shared, as npm's workspace link is in the repository.
  mkdirSync(path.join(root, 'node_modules', '@kala'), { recursive: true });
  symlinkSync(path.join(root, 'shared'), path.join(root, 'node_modules', '@kala', 'shared'), 'dir');

  edit(root, 'shared/src/contracts/exhibitions/routes.ts', "  exhibitions: { path: '/exhibitions', owner: 'mf_exhibitions' },\n",
    `  exhibitionsArchive: { path: '${NEW_PAGES.archive.path}', owner: 'mf_exhibitions' },\n` +
    `  exhibitionsSaved: { path: '${NEW_PAGES.saved.path}', owner: 'mf_exhibitions', access: 'signedIn', footer: false },\n`);
  edit(root, 'shared/src/first-data/first-data.ts', 'export const FIRST_DATA: Partial<Record<RouteName, FirstData>> = {\n',
    "  exhibitionsArchive: { urls: [EXHIBITIONS_URL], picture: { at: ['0.message.state=current.banner', '0.message.state=current.listingThumb'], sizes: BANNER_PICTURE_SIZES } },\n");
  const routes = 'mf-exhibitions/src/app/exhibitions-routes.tsx';
  edit(root, routes, "const ViewerPage = lazyPage(() => import(/* webpackChunkName: \"page.exhibition\" */ '../viewer/exhibition-page').then((m) => m.ExhibitionPage));\n",
    "const ArchivePage = lazyPage(() => import(/* webpackChunkName: \"page.exhibitionsArchive.exhibitionsSaved\" */ '../archive/archive-page').then((m) => m.ArchivePage));\n" +
    "const SavedPage = lazyPage(() => import(/* webpackChunkName: \"page.exhibitionsArchive.exhibitionsSaved\" */ '../archive/archive-page').then((m) => m.SavedPage));\n");
  edit(root, routes, '  exhibitions: { render: () => <ListPage />, preload: ListPage.preload },\n',
    '  exhibitionsArchive: { render: () => <ArchivePage />, preload: ArchivePage.preload },\n  exhibitionsSaved: { render: () => <SavedPage />, preload: SavedPage.preload },\n');
  mkdirSync(path.join(root, 'mf-exhibitions/src/archive'));
  writeFileSync(path.join(root, 'mf-exhibitions/src/archive/archive-page.tsx'), ARCHIVE_PAGE);
  return path.join(root, 'mf-exhibitions');
}
