export { loadRegistry } from './runtime/registry';
export { registerRegistry, remoteForPath, preloadRemoteRoot, isRegistered } from './runtime/federation';
export { RemoteArea, RemoteUnavailable } from './react/RemoteArea';
