// jsdom lacks the text codecs react-router uses (the kit's browser fakes come after, in jest-setup-kit.cjs).
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// findBy…/waitFor give up after 1 s by default; a lazily loaded route chunk on a busy 2-core machine can
// take longer. A ceiling, not an assertion on time.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
