import type { z } from 'zod';
import { addressesEndpoints } from '../addresses/endpoints';
import { contentEndpoints } from '../content/endpoints';
import { creatorsEndpoints } from '../creators/endpoints';
import { doiEndpoints } from '../doi/endpoints';
import { loginEndpoints } from '../login/endpoints';
import { ordersEndpoints } from '../orders/endpoints';
import { paymentsEndpoints } from '../payments/endpoints';
import { platformEndpoints } from '../platform/endpoints';
import { productsEndpoints } from '../products/endpoints';
import { profileEndpoints } from '../profile/endpoints';
import { serviceEndpoints } from '../service/endpoints';
import { trackingEndpoints } from '../tracking/endpoints';
import { wishlistEndpoints } from '../wishlist/endpoints';
import type { CatalogueService, Endpoint } from './endpoint';

/** Every area's declarations; an endpoint's service is a field of its declaration. */
const areas = [
  platformEndpoints,
  loginEndpoints,
  profileEndpoints,
  addressesEndpoints,
  wishlistEndpoints,
  doiEndpoints,
  serviceEndpoints,
  ordersEndpoints,
  paymentsEndpoints,
  productsEndpoints,
  creatorsEndpoints,
  trackingEndpoints,
  contentEndpoints,
] as const;

type OfService<A, S extends CatalogueService> = {
  readonly [K in keyof A as A[K] extends { service: S } ? K : never]: A[K];
};
type FromAreas<S extends CatalogueService, Rest> = Rest extends readonly [
  infer Area,
  ...infer Others,
]
  ? OfService<Area, S> & FromAreas<S, Others>
  : unknown;
/** One service's endpoints, gathered from every area, by name. */
type ServiceEndpoints<S extends CatalogueService> = {
  readonly [K in keyof FromAreas<S, typeof areas>]: FromAreas<S, typeof areas>[K];
};

/** A service's endpoints from all areas; a name must be unique within its service. */
function endpointsOf<S extends CatalogueService>(service: S): ServiceEndpoints<S> {
  const found: Record<string, Endpoint> = {};
  for (const area of areas)
    for (const [name, endpoint] of Object.entries(area as Record<string, Endpoint>)) {
      if (endpoint.service !== service) continue;
      if (name in found) throw new Error(`${service}.${name} is declared twice`);
      found[name] = endpoint;
    }
  return found as ServiceEndpoints<S>;
}

/**
 * The account services' catalogue: every endpoint with method, path, guards, error keys and
 * schemas, by the spec's service. The API registers its routes from it, the api-client calls
 * them by it, the OpenAPI document and the front-end tests' mocks are made from it
 * (docs/decisions/README.md).
 */
export const catalogue = {
  health: endpointsOf('health'),
  customer: endpointsOf('customer'),
  orderHistory: endpointsOf('orderHistory'),
  orders: endpointsOf('orders'),
  products: endpointsOf('products'),
  socialLiveCommerce: endpointsOf('socialLiveCommerce'),
  addressCheck: endpointsOf('addressCheck'),
  logging: endpointsOf('logging'),
  content: endpointsOf('content'),
  basket: endpointsOf('basket'),
  newsletter: endpointsOf('newsletter'),
  payment: endpointsOf('payment'),
  dev: endpointsOf('dev'),
  recaptchaOffline: endpointsOf('recaptchaOffline'),
} satisfies Record<CatalogueService, unknown>;

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
