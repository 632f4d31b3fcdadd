export { configureApi, type ApiConfig } from './config';
export { ApiError, type ErrorReason } from './errors';
export { request, type RequestOptions } from './request';
export * from './customer/auth';
export * from './customer/personal-details';
export * from './customer/account';
export * from './customer/password';
export * from './customer/magic-link';
export * from './customer/stay-logged-in';
