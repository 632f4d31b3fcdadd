export * from './products';
export * from './add-to-basket';
export * from './buy-again';
export { shopSessionId } from './shop-session';
