// The async boundary Module Federation needs before shared singletons are used (TOOLCHAIN.md).
void import('./bootstrap');
// The service worker and the footer's data saver switch (issue 25) after the page's load: a chunk of its own,
// never in the first paint. Here, not in bootstrap: this entry runs before load, bootstrap maybe not.
addEventListener('load', () => import(/* webpackChunkName: "pwa" */ './pwa/register'));
