import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CLIENT_ID_HEADER, RECAPTCHA_HEADER, errorKeysOf, type Endpoint } from '@account/contracts';
import type { FastifyInstance } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { openApiComponents } from './openapi-components';
import { referencedComponents } from './referenced-components';

/** Where the document and its UI are served (outside production): `/api/docs`, `/api/docs/json`. */
export const DOCS_PREFIX = '/api/docs';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: openApiComponents });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({
  schemaRegistry: openApiComponents,
});

type SwaggerTransform = typeof jsonSchemaTransform;
type SwaggerTransformObject = typeof jsonSchemaTransformObject;

/** The guards of a declaration as OpenAPI security requirements: all of them at once. */
function securityOf(endpoint: Endpoint): Array<Record<string, string[]>> {
  const requirement: Record<string, string[]> = {};
  if (endpoint.access === 'customer') requirement.session = [];
  if (endpoint.clientId === 'required') requirement.clientId = [];
  if (endpoint.recaptcha) requirement.recaptcha = [];
  return Object.keys(requirement).length ? [requirement] : [];
}

/**
 * The error answer of a declaration: the shared error body, its keys narrowed to the ones it may
 * answer. The body is referred to rather than copied into each call, and the keys are listed once,
 * in the schema, not again in the description: the copies made a third of the document.
 */
function errorResponseOf(endpoint: Endpoint) {
  return {
    'x-response-description': "An error body with one of the call's error keys",
    allOf: [
      { $ref: '#/components/schemas/ErrorBody' },
      { properties: { errorKey: { enum: errorKeysOf(endpoint) } } },
    ],
  };
}

/**
 * The success answer of a declaration without a JSON schema: a file of its media type, or no body
 * (`type: 'null'` is how @fastify/swagger is told to write a response without content).
 */
function unschemedAnswerOf(endpoint: Endpoint) {
  if (!endpoint.produces) return { type: 'null', 'x-response-description': 'No content' };
  return {
    'x-response-description': endpoint.produces,
    content: { [endpoint.produces]: { schema: { type: 'string', format: 'binary' } } },
  };
}

/** zod → JSON Schema by the type provider, plus what the declaration says of its guards and errors. */
const catalogueTransform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const endpoint = document.route.config?.endpoint;
  if (!endpoint || !transformed.schema || transformed.schema.hide) return transformed;
  const schema = transformed.schema as Record<string, unknown>;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (!(String(endpoint.status) in response))
    response[endpoint.status] = unschemedAnswerOf(endpoint);
  response.default = errorResponseOf(endpoint);
  return {
    ...transformed,
    schema: {
      ...schema,
      response,
      security: securityOf(endpoint),
      operationId: operationIdOf(endpoint),
    },
  };
};

/** The named schemas (openapi-components.ts) as components, only those the calls refer to. */
const namedComponentsTransform: SwaggerTransformObject = (document) =>
  referencedComponents(jsonSchemaTransformObject(document));

function operationIdOf(endpoint: Endpoint): string {
  return `${endpoint.service}.${endpoint.method.toLowerCase()}${endpoint.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_match, next: string | undefined) => (next ?? '').toUpperCase())}`;
}

/**
 * The OpenAPI 3.1 document of the catalogue's routes; with its UI at /api/docs outside production
 * (production answers 404 there: the document stays in the repository, docs/openapi.json).
 * `sessionCookie` names the cookie a customer's calls carry (auth/session-cookies.ts).
 */
export function installOpenApi(app: FastifyInstance, config: Config, sessionCookie: string): void {
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mein Konto: account services',
        description:
          'The account services of spec section 7, generated from the catalogue in packages/contracts. ' +
          `State-changing calls need the header ${CLIENT_ID_HEADER}: account-view; errors answer an error body with a spec error key.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookie },
          clientId: { type: 'apiKey', in: 'header', name: CLIENT_ID_HEADER },
          recaptcha: { type: 'apiKey', in: 'header', name: RECAPTCHA_HEADER },
        },
      },
    },
    transform: catalogueTransform,
    transformObject: namedComponentsTransform,
  });
  if (config.environment !== 'production') app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
