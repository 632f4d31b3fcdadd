import type {
  bundlerRuntime,
  attachShareScopeMap,
} from '@module-federation/webpack-bundler-runtime';

/**
 * What a host hands its remotes: the functions a container's webpack runtime calls to load its
 * chunks, remotes and shared modules. Kept on the page's global object under this name.
 */
export interface BundlerRuntimeOfHost {
  bundlerRuntime: typeof bundlerRuntime;
  attachShareScopeMap: typeof attachShareScopeMap;
}

export const BUNDLER_RUNTIME_GLOBAL = '_ACCOUNT_FEDERATION_BUNDLER_RUNTIME';

type WithBundlerRuntime = Record<typeof BUNDLER_RUNTIME_GLOBAL, BundlerRuntimeOfHost | undefined>;

export const bundlerRuntimeHolder = globalThis as unknown as WithBundlerRuntime;
