// jsdom lacks a few browser globals that react-router and the ui kit use.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
if (typeof globalThis.IntersectionObserver === 'undefined') {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

// findBy…/waitFor give up after 1 s by default; a lazily loaded route chunk on a busy 2-core machine can
// take longer. A ceiling, not an assertion on time.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
