// The api-client's projection of the catalogue, which `pnpm openapi` writes beside the OpenAPI
// document (apps/api/src/openapi.ts): the api-client sits in every host's startup chunk, and importing the catalogue's
// declarations there would ship each endpoint's summary, guards and error keys to the browser.
// One module per service and one export per endpoint, so that a bundle keeps the addresses of
// the endpoints it calls (webpack drops unused exports, never unused properties of an object).
import { ServiceName, catalogue, type CallAddress } from '../src';
import path from 'node:path';

const FOLDER = path.resolve(__dirname, '../src/catalogue/addresses');

const HEADER = `// Written by \`pnpm openapi\` (packages/contracts/scripts/client-addresses.ts); \`pnpm openapi --check\` fails when stale.`;

function literal(text: string): string {
  if (/['\\\n]/.test(text)) throw new Error(`cannot write ${text} as a plain literal`);
  return `'${text}'`;
}

function addressOf(
  service: string,
  name: string,
  { method, path: endpointPath, recaptcha }: CallAddress,
): string {
  const fields = [
    `service: ${literal(service)}`,
    `name: ${literal(name)}`,
    `method: ${literal(method)}`,
    `path: ${literal(endpointPath)}`,
  ];
  if (recaptcha) fields.push(`recaptcha: ${literal(recaptcha)}`);
  return `{ ${fields.join(', ')} }`;
}

/** `orderHistory` → `order-history`, as the repository names its files. */
const fileOf = (service: ServiceName) => service.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function serviceModule(service: ServiceName): string {
  const declared = Object.entries(catalogue[service] as Record<string, CallAddress>);
  const lines = declared.map(
    ([name, endpoint]) =>
      `export const ${name} = ${addressOf(service, name, endpoint)} as const satisfies DeclaredAddress<'${service}', '${name}'>;`,
  );
  return [
    HEADER,
    `// The ${service} service's endpoints, as the api-client calls them (../client-address.ts).`,
    `import type { DeclaredAddress } from '../client-address';`,
    '',
    ...lines,
    '',
  ].join('\n');
}

function indexModule(): string {
  return [
    HEADER,
    '// `addresses.<service>.<endpoint>`: each service a namespace, so that unused ones are dropped too.',
    ...ServiceName.options.map((service) => `export * as ${service} from './${fileOf(service)}';`),
    '',
  ].join('\n');
}

/** The files of the client's addresses, by path: one module per service and their index. */
export function clientAddressModules(): Map<string, string> {
  return new Map([
    ...ServiceName.options.map((service): [string, string] => [
      path.join(FOLDER, `${fileOf(service)}.ts`),
      serviceModule(service),
    ]),
    [path.join(FOLDER, 'index.ts'), indexModule()],
  ]);
}
