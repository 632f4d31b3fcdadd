// An app in another team's host (packages/federation/src/app): not part of the shared main
// entry, so only the remotes that export such an app carry it.
export { AppScope, APP_ROOT_CLASS } from './AppScope';
