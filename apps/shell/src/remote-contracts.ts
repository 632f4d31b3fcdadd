// Type-checked by tsc (pnpm typecheck, a step of pnpm test), never bundled: the remotes this host
// mounts still expose the module the contract describes. A remote joins the list with its
// package as a devDependency of the shell.
import type { CheckedRemoteRoot } from '@account/contracts';

export type RemoteRoots = [
  CheckedRemoteRoot<typeof import('@account/remote-login/src/Root')>,
  CheckedRemoteRoot<typeof import('@account/remote-orders/src/Root')>,
  CheckedRemoteRoot<typeof import('@account/remote-creators/src/Root')>,
];
