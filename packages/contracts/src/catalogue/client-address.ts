import type { ServiceName } from '../runtime-config';
import type { CallAddress } from './endpoint';
import type { catalogue } from './catalogue';

/**
 * What a client needs to call one endpoint: its service and name (by which the api-client types
 * its input and answer from the catalogue), with the method, path and reCAPTCHA action it is
 * declared with (the generated ./addresses, which `pnpm openapi --check` keeps current).
 */
export type ClientAddress<S extends ServiceName = ServiceName, N extends string = string> = {
  readonly service: S;
  readonly name: N;
} & CallAddress;

type Declared = typeof catalogue;

/**
 * The address of a declared endpoint with the literal method, path and action it is declared
 * with: the generated addresses satisfy it, so a changed or removed declaration is a type error
 * until `pnpm openapi` writes them again.
 */
export type DeclaredAddress<
  S extends ServiceName,
  N extends keyof Declared[S] & string,
> = ClientAddress<S, N> &
  (Declared[S][N] extends CallAddress ? Pick<Declared[S][N], keyof CallAddress> : never);
