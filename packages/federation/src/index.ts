export { loadRegistry } from './runtime/registry';
export {
  startRemotes,
  preloadRemoteRoot,
  isRegistered,
  loadRemoteHomeTiles,
} from './runtime/federation';
export { remoteForPath } from './runtime/remote-for-path';
export { RemoteArea, RemoteUnavailable, loadRemoteArea } from './react/RemoteArea';
