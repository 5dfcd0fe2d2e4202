// The async boundary Module Federation needs before shared singletons are used (TOOLCHAIN.md).
// The start's code is evaluated in stages, the largest libraries first, each in a task of its own with the
// browser let in between: in one task, a slow phone's main thread was held for a quarter of a second
// (ADR 0031). Every stage's chunks are already on their way (the page's `kala-start`), so a stage waits
// only for its own. (Tree-shaken singletons, react-router and rxjs, are not imported whole here.)
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
void import('react-dom/client')
  .then(nextTask)
  .then(() => import('@kala/shared'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
