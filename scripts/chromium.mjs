// How the measuring scripts start this machine's Chromium: no sandbox (root), no GPU, and nothing in the
// background (updates, sync, first-run pages) competing with the page being measured.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
