// A remote's app export for other teams' hosts (bridge-react): imported by the remote only, so
// the host's federation runtime (the package's main entry) stays out of the remote's bundle.
export { AccountApp } from './AccountApp';
export { appRuntimeConfig, setUpAppPlatform } from './app-platform';
export type { AccountAppProps } from './app-props';
export { onSupportedReact } from './supported-react';
