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
import { answerSerializer, type AnswerChecks } from './answer-serializer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The catalogue's declaration the route was registered from (packages/contracts/src/catalogue). */
    endpoint?: Endpoint;
  }
}

/** The Fastify schema of a declaration: zod validates what comes in and describes what goes out. */
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

/**
 * Validation by the declarations' zod schemas, for every route of the app; answers are written
 * from the same schemas (answer-serializer.ts), a share of them checked against zod.
 */
export function installCatalogueSchemas(app: FastifyInstance, answerCheckShare: number): void {
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    // Fastify hands a request without a body on as null; a declaration says "no body needed"
    // with an optional() body, which takes undefined.
    return route.httpPart === 'body' ? (body: unknown) => validate(body ?? undefined) : validate;
  });
  const checks: AnswerChecks = {
    share: answerCheckShare,
    // Checking every answer (tests, local runs): an answer off its schema fails its request.
    // Sampled in production: the customer gets the declared fields, the log gets the finding.
    report:
      answerCheckShare >= 1
        ? (problem) => {
            throw new Error(problem);
          }
        : (problem) => app.log.error({ problem }, 'an answer is off its schema'),
  };
  app.setSerializerCompiler<ZodType>(({ schema, method, url }) =>
    answerSerializer(schema, `${method} ${url}`, checks),
  );
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
