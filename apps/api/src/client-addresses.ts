// The api-client's projection of the catalogue, written by `pnpm openapi` beside the OpenAPI
// document: the api-client sits in every host's startup chunk, and importing the catalogue's
// declarations there would ship each endpoint's summary, guards and error keys to the browser.
import { ServiceName, endpoints, type CallAddress } from '@account/contracts';
import path from 'node:path';

export const CLIENT_ADDRESSES = path.resolve(
  __dirname,
  '../../../packages/contracts/src/catalogue/addresses.ts',
);

function literal(text: string): string {
  if (/['\\\n]/.test(text)) throw new Error(`cannot write ${text} as a plain literal`);
  return `'${text}'`;
}

function addressOf({ method, path: endpointPath, recaptcha }: CallAddress): string {
  const fields = [`method: ${literal(method)}`, `path: ${literal(endpointPath)}`];
  if (recaptcha) fields.push(`recaptcha: ${literal(recaptcha)}`);
  return `{ ${fields.join(', ')} }`;
}

/** The source of addresses.ts: method, path and reCAPTCHA action of every endpoint a client calls. */
export function clientAddressesModule(): string {
  const services = ServiceName.options.map((service) => {
    const declared = Object.entries(endpoints[service] as Record<string, CallAddress>);
    const lines = declared.map(([name, endpoint]) => `    ${name}: ${addressOf(endpoint)},`);
    return [`  ${service}: {`, ...lines, '  },'].join('\n');
  });
  return `// Written by \`pnpm openapi\` (apps/api/src/client-addresses.ts); \`pnpm openapi --check\` fails when stale.
// What the api-client needs to call an endpoint, without the catalogue's summaries, guards and
// error keys: the api-client sits in every host's startup chunk (docs/decisions.md).
import type { ServiceName } from '../runtime-config';
import type { CallAddress } from './endpoint';
import type { endpoints } from './endpoints';

type Declared = typeof endpoints;
type AddressOf<E> = E extends CallAddress ? Pick<E, keyof CallAddress> : never;

/** Each client service's endpoints, each with the method, path and reCAPTCHA action it is declared with. */
type ClientAddresses = {
  readonly [S in ServiceName]: {
    readonly [N in keyof Declared[S]]: AddressOf<Declared[S][N]>;
  };
};

export const addresses = {
${services.join('\n')}
} as const satisfies ClientAddresses;
`;
}
