import { isDeepStrictEqual } from 'node:util';

const SCHEMA_REF = '#/components/schemas/';
/** How fastify-type-provider-zod names a schema as read (request bodies): `DeliveryAddressRequestInput`. */
const INPUT_SUFFIX = 'Input';

interface WithComponents {
  components?: { schemas?: Record<string, unknown> };
}

/** The component names a part of the document refers to with `$ref`. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF))
        found.add(child.slice(SCHEMA_REF.length));
      else refsIn(child, found);
    }
  return found;
}

/** The part of the document with its references to renamed components renamed. */
function withRefsRenamed(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => withRefsRenamed(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      const name = key === '$ref' && typeof child === 'string' && child.slice(SCHEMA_REF.length);
      const renamed = name && names.get(name);
      return [key, renamed ? SCHEMA_REF + renamed : withRefsRenamed(child, names)];
    }),
  );
}

/**
 * The contract's name for each read form (`…Input`) that can have it: where the written form is
 * not in the document, or is the same schema (an enum, an object without defaults). Both forms
 * refer to the other components in their own form, so this repeats until those are renamed too.
 */
function contractNames(used: Set<string>, schemas: Record<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  for (let renamed = true; renamed;) {
    renamed = false;
    for (const name of used) {
      const written = name.slice(0, -INPUT_SUFFIX.length);
      if (!name.endsWith(INPUT_SUFFIX) || names.has(name)) continue;
      const same = isDeepStrictEqual(
        withRefsRenamed(schemas[name], names),
        withRefsRenamed(schemas[written], names),
      );
      if (!used.has(written) || same) {
        names.set(name, written);
        renamed = true;
      }
    }
  }
  return names;
}

/**
 * The type provider writes every named schema into the document twice, as read (`…Input`) and as
 * written, whether a call uses it or not. This keeps the components the calls refer to, directly
 * or through other components, each under its contract's name wherever the two forms do not
 * differ (contractNames).
 */
export function referencedComponents<T extends object>(document: T): T {
  const { components } = document as WithComponents;
  const schemas = components?.schemas ?? {};
  const used = refsIn({ ...document, components: { ...components, schemas: {} } });
  for (const name of used) for (const inner of refsIn(schemas[name])) used.add(inner);
  const names = contractNames(used, schemas);
  const kept = new Map([...used].map((name) => [names.get(name) ?? name, schemas[name]]));
  return withRefsRenamed(
    {
      ...document,
      components: {
        ...components,
        schemas: Object.fromEntries([...kept].sort(([a], [b]) => (a < b ? -1 : 1))),
      },
    },
    names,
  ) as T;
}
