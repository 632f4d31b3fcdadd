import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeHolder } from './bundler-runtime-global';

/**
 * A host's runtime plugin: hands the host's webpack bundler runtime to the remotes built to run on
 * the host's federation runtime (externalRuntime), so that their remoteEntry.js need not carry a
 * copy each (about 3.6 kB gzip apiece, five of them on the account home).
 * A host exposes nothing, so its build leaves out the container's init (initContainerEntry);
 * the remotes need it, so it is added here.
 */
export default function bundlerRuntimeForRemotes(): ModuleFederationRuntimePlugin {
  return {
    name: 'bundler-runtime-for-remotes',
    beforeInit(args) {
      bundlerRuntimeHolder[BUNDLER_RUNTIME_GLOBAL] ??= {
        bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
        attachShareScopeMap,
      };
      return args;
    },
  };
}
