/**
 * Requests go out snake_case (spec section 7); responses already arrive camelCase. The values of
 * `verbatim` top-level keys go as they are: a standard's own JSON (WebAuthn's `clientDataJSON`).
 */
export function toSnakeCase(value: unknown, verbatim: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => toSnakeCase(item));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      verbatim.includes(key) ? inner : toSnakeCase(inner),
    ]),
  );
}

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/**
 * The client's camelCase view of a snake_case wire payload from contracts (`z.input` of its
 * schema), so the client's input types derive from the schema the service checks and cannot
 * drift from it; `toSnakeCase` turns them back on the way out.
 */
export type CamelCased<T> = { [K in keyof T as K extends string ? CamelCase<K> : K]: T[K] };
