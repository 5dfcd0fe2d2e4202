import { preferTreeShakenCopy } from './one-copy-plugin';

type Args = Parameters<typeof preferTreeShakenCopy>[0];
const argsResolvingTo = (found: unknown) => ({ resolver: () => found }) as unknown as Args;

test("a consumer without tree-shaking config gets the provider's cut-down copy when there is one", () => {
  const shared = { version: '7.18.5', treeShaking: { mode: 'runtime-infer' } };
  expect(preferTreeShakenCopy(argsResolvingTo({ shared, useTreesShaking: false })).resolver()).toEqual({ shared, useTreesShaking: true });
});

test('everything else resolves as before', () => {
  const plain = { shared: { version: '19.3.1' }, useTreesShaking: false };
  const already = { shared: { version: '7.8.2', treeShaking: {} }, useTreesShaking: true };
  expect(preferTreeShakenCopy(argsResolvingTo(plain)).resolver()).toBe(plain);
  expect(preferTreeShakenCopy(argsResolvingTo(already)).resolver()).toBe(already);
  expect(preferTreeShakenCopy(argsResolvingTo(undefined)).resolver()).toBeUndefined();
});
