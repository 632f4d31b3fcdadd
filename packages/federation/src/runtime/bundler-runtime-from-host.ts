// Stands in for @module-federation/webpack-bundler-runtime in a remote built to run on its host's
// federation runtime (build/bundler-runtime-from-host.cjs): the bundler functions come from the
// host (bundler-runtime-for-remotes.ts). The remote keeps its own @module-federation/runtime,
// whose init finds the remote's own instance by the build's identifier; the host's would find
// the host's.
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_GLOBAL, bundlerRuntimeHolder } from './bundler-runtime-global';

const ofHost = bundlerRuntimeHolder[BUNDLER_RUNTIME_GLOBAL];
if (!ofHost) {
  throw new Error(
    `This remote runs only in a host that provides its bundler runtime (${BUNDLER_RUNTIME_GLOBAL})`,
  );
}

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: ofHost.bundlerRuntime,
  attachShareScopeMap: ofHost.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
