import type { Configuration } from 'webpack';

export declare function remoteConfig(options: {
  dir: string;
  name: string;
  exposes: Record<string, string>;
  publishTypes?: boolean;
}): Configuration;
export declare function hostConfig(options: {
  dir: string;
  name: string;
  defaultRegistry: Record<string, string>;
  mount?: string;
  provideExternalRuntime?: boolean;
}): Configuration;
export declare function monolithConfig(options: {
  dir: string;
  name: string;
  staticRemotes: string;
}): Configuration;
export declare function prerenderConfig(options: {
  dir: string;
  entry: string;
  staticRemotes: string;
  pages: Array<{ name: string }>;
  web: Configuration;
}): Configuration;
export declare function basePath(): string;
