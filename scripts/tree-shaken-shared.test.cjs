// The tree-shaken shared modules' lint rule (tooling/eslint-tree-shaken-shared.cjs): listed names, type imports
// and unrelated modules pass; an unlisted name, a namespace or default import, `export *` and a dynamic import
// of a tree-shaken module fail. The list itself is checked against what the builds use by `npm run size`.
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const { rule } = require('../tooling/eslint-tree-shaken-shared.cjs');
const lists = require('../tooling/tree-shaken-shared.json');

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

test('every tree-shaken module has a non-empty list', () => {
  for (const [name, names] of Object.entries(lists)) expect([name, names.length > 0]).toEqual([name, true]);
});

tester.run('tree-shaken-imports', rule, {
  valid: [
    "import { Link, useNavigate } from 'react-router-dom';",
    "import { Router, type Location, type Navigator } from 'react-router-dom';",
    "import type { Observable, OperatorFunction } from 'rxjs';",
    "export { Link } from 'react-router-dom';",
    "export type { To } from 'react-router-dom';",
    "import { useState } from 'react';",
    "import * as React from 'react';",
    "const lazy = () => import('./page');",
  ],
  invalid: [
    { code: "import { Link, Outlet } from 'react-router-dom';", errors: [{ message: /'Outlet' of 'react-router-dom' is not in/ }] },
    { code: "import { mergeMap } from 'rxjs';", errors: 1 },
    { code: "import * as rx from 'rxjs';", errors: [{ message: /import named exports only/ }] },
    { code: "import router from 'react-router-dom';", errors: 1 },
    { code: "export { Outlet } from 'react-router-dom';", errors: 1 },
    { code: "export * from 'rxjs';", errors: 1 },
    { code: "const rx = () => import('rxjs');", errors: 1 },
  ],
});
