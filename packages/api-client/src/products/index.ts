export * from './products';
export * from './wishlist';
export * from './buy-again';
export { shopSessionId } from './shop-session';
