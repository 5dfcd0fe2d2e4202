// What react-router imports from `cookie` and `set-cookie-parser`, for the shell's build (issue 26 §3). Only its
// server APIs use them (createCookie, the session storages, single fetch's headers), which no app may import
// (tooling/tree-shaken-shared.json lists what the shell's one copy keeps); yet the two CommonJS packages stayed
// in the shell's first JavaScript (≈1.6 KB gz) as bare side-effect requires.
const serverOnly = () => {
  throw new Error('react-router server API in a browser build');
};
export { serverOnly as parse, serverOnly as serialize, serverOnly as splitCookiesString };
