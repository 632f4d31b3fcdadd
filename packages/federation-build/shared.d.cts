export interface SharedEntry {
  singleton: boolean;
  version: string;
  /** false: a host's singleton, which asks no range (see sharedDependencies). */
  requiredVersion: string | false;
  strictVersion: boolean;
  import?: string | false;
}
export declare function sharedDependencies(
  appDir: string,
  options?: {
    singletonsFromHost?: boolean;
    foreignHosts?: boolean;
    remote?: boolean;
    host?: boolean;
  },
): Record<string, SharedEntry>;
export declare const singletons: string[];
/** The folders of the shared workspace packages' entry points other than the main one. */
export declare function unsharedEntryFolders(appDir: string): string[];
