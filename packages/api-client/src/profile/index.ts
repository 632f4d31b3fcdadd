export * from './email-change';
export * from './delete-account';
