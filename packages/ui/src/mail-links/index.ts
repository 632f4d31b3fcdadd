export { useTokenFromAddress } from './useTokenFromAddress';
export { useParamsFromMailLink } from './useParamsFromMailLink';
