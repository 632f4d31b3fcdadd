export { configureApi, type ApiConfig } from './config';
export { ApiError, type ErrorReason } from './errors';
export { request, type RequestOptions } from './request';
export * from './customer/auth';
export * from './customer/personal-details';
