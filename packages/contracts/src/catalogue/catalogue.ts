import type { z } from 'zod';
import type { EndpointAddress } from './endpoint';
import { endpoints } from './endpoints';
import {
  addressCheckSchemas,
  basketSchemas,
  contentSchemas,
  customerSchemas,
  devSchemas,
  healthSchemas,
  loggingSchemas,
  newsletterSchemas,
  orderHistorySchemas,
  ordersSchemas,
  paymentSchemas,
  productsSchemas,
  recaptchaOfflineSchemas,
  socialLiveCommerceSchemas,
  type EndpointSchemas,
  type SchemasOf,
} from './schemas';

/** One endpoint, declared once: its address and guards with its schemas. */
export type Endpoint = EndpointAddress & EndpointSchemas;

function withSchemas<E extends Record<string, EndpointAddress>, S extends SchemasOf<E>>(
  addresses: E,
  schemas: S,
): { readonly [K in keyof E]: E[K] & S[K] } {
  const joined: Record<string, Endpoint> = {};
  for (const name of Object.keys(addresses))
    joined[name] = { ...addresses[name]!, ...schemas[name] };
  return joined as { readonly [K in keyof E]: E[K] & S[K] };
}

/**
 * The account services' catalogue: every endpoint with method, path, guards, error keys and
 * schemas. The API registers its routes from it, the api-client calls them by it, the OpenAPI
 * document and the front-end tests' mocks are made from it (docs/decisions/README.md).
 */
export const catalogue = {
  health: withSchemas(endpoints.health, healthSchemas),
  customer: withSchemas(endpoints.customer, customerSchemas),
  orderHistory: withSchemas(endpoints.orderHistory, orderHistorySchemas),
  orders: withSchemas(endpoints.orders, ordersSchemas),
  products: withSchemas(endpoints.products, productsSchemas),
  socialLiveCommerce: withSchemas(endpoints.socialLiveCommerce, socialLiveCommerceSchemas),
  addressCheck: withSchemas(endpoints.addressCheck, addressCheckSchemas),
  logging: withSchemas(endpoints.logging, loggingSchemas),
  content: withSchemas(endpoints.content, contentSchemas),
  basket: withSchemas(endpoints.basket, basketSchemas),
  newsletter: withSchemas(endpoints.newsletter, newsletterSchemas),
  payment: withSchemas(endpoints.payment, paymentSchemas),
  dev: withSchemas(endpoints.dev, devSchemas),
  recaptchaOffline: withSchemas(endpoints.recaptchaOffline, recaptchaOfflineSchemas),
};

/** Every endpoint of the catalogue, flat. */
export const allEndpoints: readonly Endpoint[] = Object.values(catalogue).flatMap(
  (service) => Object.values(service) as Endpoint[],
);

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The answer of an endpoint, as the client receives it (undefined for 204 and non-JSON answers). */
export type ResponseOf<E> = E extends { response: infer S } ? Output<S> : undefined;
/** What a caller sends: the wire form of the body, query and path parameters. */
export type BodyOf<E> = E extends { body: infer S } ? Input<S> : undefined;
export type QueryOf<E> = E extends { query: infer S } ? Input<S> : undefined;
export type PathParamsOf<E> = E extends { params: infer S } ? Input<S> : undefined;
