// Type-checked by tsc (pnpm typecheck, a step of pnpm test), never bundled: the remotes this host
// mounts still expose the module the contract describes.
import type { CheckedRemoteRoot } from '@account/contracts';

export type CreatorsRoot = CheckedRemoteRoot<typeof import('@account/remote-creators/src/Root')>;

/** The app export other teams' hosts mount (the creators remote's README, "Host contract"). */
export type FollowedCreatorsAppModule =
  typeof import('@account/remote-creators/src/FollowedCreatorsApp');
