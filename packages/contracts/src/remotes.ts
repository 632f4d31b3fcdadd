/** Every separately deployed area; the registry (remotes.json) maps each to its mf-manifest.json. */
export const remoteNames = [
  'login',
  'orders',
  'addresses',
  'payments',
  'wishlist',
  'creators',
  'doi',
  'profile',
  'service',
] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where each remote's mf-manifest.json lives, once a version is chosen for the visitor. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

/**
 * A remote's entry in remotes.json: its manifest's URL, or the stable version with an optional
 * canary that a share of visitors (0–100 %) gets instead (`pnpm release`, docs/decisions/062).
 * `version` is the build's version (its manifest's `metaData.buildInfo.buildVersion`), reported
 * with what the visitor ran. A plain URL stays valid: registries without canaries are unchanged.
 * Its zod schema is `registryEntrySchema` (remote-registry-schema.ts).
 */
export type RegistryEntry =
  | string
  | {
      entry: string;
      version?: string;
      canary?: RemoteCanary;
    };
export interface RemoteCanary {
  entry: string;
  version?: string;
  /** Percent of visitors, 0 to 100. */
  share: number;
}
export type RemoteRegistryFile = Partial<Record<RemoteName, RegistryEntry>>;

/** The manifest most visitors load: the entry itself, or its stable version beside a canary. */
export function stableEntryOf(entry: RegistryEntry): string {
  return typeof entry === 'string' ? entry : entry.entry;
}

/**
 * Each remote exposes exactly one module, `./Root`, whose default export renders the remote's
 * <Routes> with paths relative to the account root (see `areaRoutes`). It takes no props: the
 * host owns the router, the session and i18n are shared singletons.
 */
export const REMOTE_ROOT_MODULE = 'Root';

/**
 * What `./Root` of every remote must be: a default export rendering without props. The hosts
 * check each remote's module against it with tsc (`remote-contracts.ts` in apps/shell and
 * apps/creators-hub), so a remote that changes its exposed module fails the host's typecheck in
 * `pnpm test`, without building, serving or downloading anything.
 */
export interface RemoteRootModule {
  default: (props: Record<string, never>) => unknown;
}

/** Compiles only for a module that fits `RemoteRootModule`; used in type positions. */
export type CheckedRemoteRoot<T extends RemoteRootModule> = T;
/**
 * The second module a remote may expose (`src/HomeTiles.ts`): it registers the remote's account
 * home tiles when loaded, so the home needs none of the remote's pages for them.
 */
export const REMOTE_HOME_TILES_MODULE = 'HomeTiles';
