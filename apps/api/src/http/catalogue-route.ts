import { fullPathOf, servicePrefixes, type Endpoint } from '@account/contracts';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue's declaration the route was registered from (packages/contracts/src/catalogue). */
    endpoint?: Endpoint;
  }
}

/** The Fastify schema of a declaration: zod validates what comes in and serializes what goes out. */
type SchemaOf<E extends Endpoint> = {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
  response: E['response'] extends object ? { [S in E['status']]: E['response'] } : unknown;
};

/** A handler of a declared endpoint: request and answer typed from its schemas. */
export type CatalogueHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/** What a route adds to its declaration on the server side only. */
export interface RouteExtras {
  bodyLimit?: number;
  /** Served with cache headers instead of no-store (images). */
  cacheable?: boolean;
  /** Runs after the guards, e.g. the Idempotency-Key replay of order changes. */
  preHandler?: preHandlerAsyncHookHandler;
}

/** Validation and serialization by the declarations' zod schemas, for every route of the app. */
export function installCatalogueSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    // Fastify hands a request without a body on as null; a declaration says "no body needed"
    // with an optional() body, which takes undefined.
    return route.httpPart === 'body' ? (body: unknown) => validate(body ?? undefined) : validate;
  });
  // The answer is checked against its schema and sent as the handler built it: a schema with a
  // one-way transform (trimming an input, say) cannot be encoded back, but still describes it.
  app.setSerializerCompiler<ZodType>(({ schema, method, url }) => (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success)
      throw new Error(`${method} ${url} answered off its schema: ${checked.error.message}`);
    return JSON.stringify(data);
  });
}

/**
 * Registers a route from its declaration: method, path, schemas and guards come from the
 * catalogue, the handler is all a service adds. A customer's session is checked before the
 * request is validated, so a caller without one learns nothing about what the call takes.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: CatalogueHandler<E>,
  extras: RouteExtras = {},
): void {
  if (app.prefix !== servicePrefixes[endpoint.service])
    throw new Error(`${fullPathOf(endpoint)} registered under ${app.prefix}`);
  const { params, query, headers, body, response } = endpoint;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(headers && { headers }),
      ...(body && { body }),
      ...(response && { response: { [endpoint.status]: response } }),
      summary: endpoint.summary,
      tags: [endpoint.service],
      ...(endpoint.internal && { hide: true }),
    },
    config: {
      endpoint,
      changesState: endpoint.method === 'GET' && endpoint.clientId === 'required',
      oneClickFromMail: endpoint.clientId === 'one-click-from-mail',
      reportFromBrowser: endpoint.clientId === 'report-from-browser',
      formPostFromProvider: endpoint.clientId === 'form-post-from-provider',
      cacheable: extras.cacheable === true,
    },
    ...(endpoint.access === 'customer' && { preValidation: app.requireCustomer }),
    ...(extras.preHandler && { preHandler: extras.preHandler }),
    ...(extras.bodyLimit && { bodyLimit: extras.bodyLimit }),
    handler: handler as RouteHandlerMethod,
  });
}
