// Profile: e-mail change, password change, account deletion, account verification, vouchers.
export * from './headers';
export * from './email-change';
export * from './delete-account';
export * from './password-change';
export * from './account-verification';
export * from './new-customer';
export * from './vouchers';
export * from './complete-profile';
export * from './security';
export * from './privacy-centre';
export * from './data-export';
export * from './passkeys';
export * from './ways-in';
