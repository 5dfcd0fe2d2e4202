// One copy per page of every tree-shaken shared module (ADR 0007). The shell offers react-router-dom and rxjs
// in two builds: cut down to the listed exports (what it loads itself) and complete (a fallback).
// A remote built with the same shared config asks for the cut-down build and gets the shell's loaded copy; one
// built without it (an older version still deployed, say) would be handed the complete build, a second copy
// whose router context the shell's router never fills. This plugin, registered for every federation instance
// on the page (each remote has its own), resolves such a request to the cut-down copy too. The used-exports
// list covers every app's imports (lint and `npm run size` check it), so that copy has what they need.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

export function preferTreeShakenCopy(args: ResolveShareArgs): ResolveShareArgs {
  const resolve = args.resolver;
  args.resolver = () => {
    const found = resolve();
    if (found && !found.useTreesShaking && found.shared?.treeShaking) return { ...found, useTreesShaking: true };
    return found;
  };
  return args;
}

export const oneCopyPlugin: ModuleFederationRuntimePlugin = { name: 'kala-one-copy-of-tree-shaken-shares', resolveShare: preferTreeShakenCopy };
