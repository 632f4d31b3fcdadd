export * from './streamers';
