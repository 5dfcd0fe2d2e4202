// The fixture's Module Federation singletons: what tooling/eslint-singleton-imports.cjs reads.
export const mfShared = {
  '@kala/shared': { singleton: true },
  '@kala/shared/query': { singleton: true },
};
