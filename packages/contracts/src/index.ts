export * from './errors';
export * from './locale';
export * from './username';
export * from './customer';
export * from './runtime-config';
export * from './remotes';
export * from './routes';
export * from './return-to';
