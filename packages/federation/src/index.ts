export { loadRegistry, chosenRemotes } from './runtime/registry';
export type { ChosenRemote } from './runtime/stable-release';
export {
  startRemotes,
  preloadRemoteRoot,
  isRegistered,
  loadRemoteHomeTiles,
} from './runtime/federation';
export { remoteForPath } from './runtime/remote-for-path';
export {
  RemoteArea,
  RemoteUnavailable,
  isAreaUnavailable,
  loadRemoteArea,
} from './react/RemoteArea';
export { setUpShop } from './host/set-up-shop';
export { styleCache } from './host/style-cache';
export { loadRuntimeConfig } from './host/load-runtime-config';
export { LeaveForHost } from './react/LeaveForHost';
export { startRum } from './rum/start';
export type { RumHost } from './rum/rum-host';
