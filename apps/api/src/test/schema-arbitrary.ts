import fc from 'fast-check';
import { z } from 'zod';

/** The part of JSON Schema (2020-12) that zod's `toJSONSchema` writes for the catalogue. */
interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Kept short: a request is about its shape; the huge strings come from the broken cases. */
const MAX_STRING = 40;
const MAX_ITEMS = 3;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc
        .date({ min: new Date('1930-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl();
  }
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern, 'u');
      return fc
        .stringMatching(pattern)
        .filter((text) => text.length >= minLength && text.length <= (schema.maxLength ?? 1e6));
    } catch {
      // A pattern fast-check cannot invert (a Unicode property, say): any text of the length.
    }
  }
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 100_000;
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values that exist (a customer's e-mail, an order number) by property name, so calls get past "not found". */
export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

function arbitraryOf(
  schema: JsonSchema,
  root: JsonSchema,
  depth: number,
  known: KnownValues,
  onlyKnown: boolean,
): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (inner: JsonSchema) => arbitraryOf(inner, root, depth + 1, known, onlyKnown);
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? next(target) : fc.jsonValue({ maxDepth: 1 });
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (schema.allOf?.[0]) return next(schema.allOf[0]);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => next({ ...schema, type })));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(next));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(schema.items ? next(schema.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object')
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 10 }),
          next(schema.additionalProperties),
          {
            maxKeys: MAX_ITEMS,
          },
        );
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        const values = known[key] ?? [];
        if (values.length === 0) record[key] = next(property);
        else if (onlyKnown) record[key] = fc.constantFrom(...values);
        else
          record[key] = fc.oneof(
            { arbitrary: fc.constantFrom(...values), weight: 3 },
            next(property),
          );
      }
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values a zod schema takes, generated from its JSON Schema (the one the OpenAPI document
 * shows): shapes, types, enums, lengths and patterns are kept; refinements zod alone knows are
 * not, so some values are still refused, which is fine for a caller that tries everything.
 * A property named in `known` takes one of its values three times in four (always with
 * `onlyKnown`).
 */
export function arbitraryOfSchema(
  schema: z.ZodType,
  known: KnownValues = {},
  { onlyKnown = false }: { onlyKnown?: boolean } = {},
): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryOf(json, json, 0, known, onlyKnown);
}
