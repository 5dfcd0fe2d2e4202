/** The service worker's chunk (issue 25), fetched once, after the first paint: by the update prompt's effect and the footer's. */
export const loadPwa = () => import(/* webpackChunkName: "pwa" */ './register');
