// The async boundary Module Federation needs before shared singletons are used (TOOLCHAIN.md).
// The start's code is evaluated in stages, the largest libraries first, each in a task of its own with the
// browser let in between: in one task, a slow phone's main thread was held for a quarter of a second
// (ADR 0031). Every stage's chunks are already on their way (the page's `kala-start`), so a stage waits
// only for its own. (Tree-shaken singletons, react-router and rxjs, are not imported whole here.) The first
// stage, too, waits a task: the federation runtime's own start (this entry's evaluation) and its lookup of
// the shared react-dom took 8–30 ms of one task unthrottled, about half each.
import { nextTask } from './next-task';

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@kala/shared'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
