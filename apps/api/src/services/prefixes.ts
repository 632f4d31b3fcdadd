/**
 * Where each service of spec section 7 is mounted: declared with the catalogue
 * (packages/contracts/src/catalogue/endpoint.ts). Each has its own prefix so a client can point
 * every service at a different host; cookie paths are derived from these.
 */
export { API_PREFIX, servicePrefixes } from '@account/contracts';
