// Written by `pnpm openapi` (packages/contracts/scripts/client-addresses.ts); `pnpm openapi --check` fails when stale.
// `addresses.<service>.<endpoint>`: each service a namespace, so that unused ones are dropped too.
export * as customer from './customer';
export * as basket from './basket';
export * as newsletter from './newsletter';
export * as orderHistory from './order-history';
export * as orders from './orders';
export * as payment from './payment';
export * as addressCheck from './address-check';
export * as products from './products';
export * as socialLiveCommerce from './social-live-commerce';
export * as logging from './logging';
export * as content from './content';
