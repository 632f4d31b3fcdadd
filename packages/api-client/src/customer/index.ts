export * from './auth';
export * from './personal-details';
export * from './account';
export * from './password';
export * from './magic-link';
export * from './social-login';
export * from './stay-logged-in';
export * from './ways-in';
