export * from './newsletter';
export * from './marketing-consents';
