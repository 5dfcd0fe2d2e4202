// The async boundary Module Federation needs before shared singletons are used (TOOLCHAIN.md).
// The start's code is evaluated in stages, the largest libraries first, each in a task of its own with the
// browser let in between: in one task, a slow phone's main thread was held for a quarter of a second
// (ADR 0031). Every stage's chunks are already on their way (the page's `kala-start`), so a stage waits
// only for its own. (Tree-shaken singletons, react-router and rxjs, are not imported whole here.)
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const stages = [
  () => import('react-dom/client'),
  () => import('i18next'),
  () => import('@kala/shared'),
  () => import('./bootstrap'),
];
stages
  .reduce<Promise<unknown>>((previous, stage) => previous.then(nextTask).then(stage), Promise.resolve())
  .catch((error: unknown) => console.error(error));
