// Every DOM test file of the shell, shared and the remotes: jest-dom's matchers and the browser APIs jsdom
// lacks (the test kit's fakes). Runs after Jest's `expect` exists, once per test file.
require('@testing-library/jest-dom');
// By path, not through `@kala/shared/testing`: that entry also loads the stores, which a setup file must not.
require('../shared/src/testing/dom').installDomFakes();
