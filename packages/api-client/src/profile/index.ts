export * from './email-change';
