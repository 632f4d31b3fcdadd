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

export type RemoteRegistry = Partial<Record<RemoteName, string>>;

/**
 * Each remote exposes exactly one module, `./Root`, whose default export renders the remote's
 * <Routes> with paths relative to the account root (see `areaRoutes`). It takes no props: the
 * host owns the router, the session and i18n are shared singletons.
 */
export const REMOTE_ROOT_MODULE = 'Root';
/**
 * The second module a remote may expose (`src/HomeTiles.ts`): it registers the remote's account
 * home tiles when loaded, so the home needs none of the remote's pages for them.
 */
export const REMOTE_HOME_TILES_MODULE = 'HomeTiles';
