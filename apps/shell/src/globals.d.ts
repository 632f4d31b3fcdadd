declare const __BASE_PATH__: string;
declare const __DEFAULT_REGISTRY__: import('@account/contracts').RemoteRegistryFile;
