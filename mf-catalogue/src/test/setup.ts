// Import first in every test file (the root jest config is shared, so the remote sets itself up here).
// jsdom has no TextEncoder/TextDecoder, which react-router needs at import time.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
