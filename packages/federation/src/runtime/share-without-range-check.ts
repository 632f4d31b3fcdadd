import {
  registerGlobalPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

/**
 * A host's runtime plugin: hands a build the shared module the runtime chose for it without
 * checking the chosen copy's version against the build's range, where the answer is known.
 * - The copy is of the build's own version: every range a build asks for includes the version it
 *   was built with (`sharedDependencies`, packages/federation-build/shared.cjs).
 * - A singleton of which one copy is registered: the runtime hands that copy over all the same and
 *   would only warn where it misses the range (no singleton of ours is strict). `pnpm
 *   deploy-check` refuses, before it goes live, a remote whose range the host's version misses.
 * What the check costs: semver's `satisfy` builds its regular expressions anew on every
 * call, and its first calls on a page compile its parser: 43 to 73 ms of a cold /login at 4× CPU
 * (docs/performance.md). Anything else (more copies of a singleton, as a remote for other teams'
 * hosts may bring; a strict range; the runtime's tree shaking) the runtime decides as before.
 */
const plugin: ModuleFederationRuntimePlugin = {
  name: 'share-without-range-check',
  resolveShare(args) {
    const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
    const copies = shareScopeMap[scope]?.[pkgName] ?? {};
    const shared = copies[version];
    const { singleton, strictVersion } = shareInfo.shareConfig ?? {};
    if (!shared || strictVersion || shareInfo.treeShaking) return args;
    const ownVersion = Boolean(shareInfo.version) && version === shareInfo.version;
    const onlySingleton = Boolean(singleton) && Object.keys(copies).length === 1;
    if (!ownVersion && !onlySingleton) return args;
    return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
  },
};
let registeredGlobally = false;

export default function shareWithoutRangeCheck(): ModuleFederationRuntimePlugin {
  // Global as well: each remote's entry starts an instance of its own, which takes the global
  // plugins. Once: the runtime warns of a plugin registered twice.
  if (!registeredGlobally) registerGlobalPlugins([plugin]);
  registeredGlobally = true;
  return plugin;
}
