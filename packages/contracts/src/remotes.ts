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

/** What a host passes to a remote's root component; the remote renders relative routes below it. */
export interface RemoteRootProps {
  /** Absolute path the remote is mounted at, e.g. "/dpl/av/orders". */
  mountPath: string;
}

/** Each remote exposes exactly this module. */
export const REMOTE_ROOT_MODULE = './Root';
