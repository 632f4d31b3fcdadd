// The products and basket services' endpoints, which home, the orders and the wishlist show.
import { z } from 'zod';
import { Basket, BasketItemBody } from './basket';
import { BuyAgainBody, BuyAgainResult } from './buy-again';
import { ProductViewBody, Products, ProductsQuery, RecentlyViewed } from './products';
import { Recommendations, RecommendationsQuery } from './recommendations';
import { declareEndpoints } from '../catalogue/endpoint';

export const productsEndpoints = declareEndpoints({
  media: {
    service: 'products',
    method: 'GET',
    path: '/media/:file',
    summary: 'A product image',
    access: 'public',
    produces: 'image/*',
    errorKeys: ['NOT_FOUND'],
    params: z.object({ file: z.string() }),
  },
  products: {
    service: 'products',
    method: 'GET',
    path: '/products',
    summary: 'Products by their base product numbers, in the shop of the request',
    access: 'public',
    query: ProductsQuery,
    response: Products,
  },
  recentlyViewed: {
    service: 'products',
    method: 'GET',
    path: '/recently-viewed',
    summary: "The customer's recently viewed products",
    access: 'customer',
    response: RecentlyViewed,
  },
  productViewed: {
    service: 'products',
    method: 'POST',
    path: '/recently-viewed',
    summary: 'Note that the customer viewed a product',
    access: 'customer',
    status: 204,
    errorKeys: ['NOT_FOUND'],
    body: ProductViewBody,
  },
  recommendations: {
    service: 'products',
    method: 'GET',
    path: '/recommendations',
    summary: 'Product recommendations for a placement',
    access: 'guest-or-customer',
    query: RecommendationsQuery,
    response: Recommendations,
  },
  basket: {
    service: 'basket',
    method: 'GET',
    path: '/basket',
    summary: 'The basket of the shop session',
    access: 'guest-or-customer',
    errorKeys: ['TOO_MANY_REQUESTS'],
    response: Basket,
  },
  buyAgain: {
    service: 'basket',
    method: 'POST',
    path: '/basket/buy-again',
    summary:
      'An order of the customer, or some of its items, into the basket again (Idempotency-Key)',
    access: 'customer',
    errorKeys: ['NOT_FOUND', 'IDEMPOTENCY_KEY_REUSED'],
    body: BuyAgainBody,
    response: BuyAgainResult,
  },
  addToBasket: {
    service: 'basket',
    method: 'POST',
    path: '/basket/items',
    summary: "Put a product variant into the basket (Idempotency-Key, a guest's per shop session)",
    access: 'guest-or-customer',
    status: 201,
    errorKeys: ['NOT_FOUND', 'PRODUCT_SOLD_OUT', 'IDEMPOTENCY_KEY_REUSED'],
    body: BasketItemBody,
    response: Basket,
  },
});
