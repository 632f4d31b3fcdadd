export * from './email-change';
export * from './delete-account';
export * from './password-change';
export * from './account-verification';
export * from './vouchers';
export * from './security';
export * from './passkeys';
