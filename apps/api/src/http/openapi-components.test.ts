import * as contracts from '@account/contracts';
import { DeliveryAddress, OpenInvoice, Order, allEndpoints } from '@account/contracts';
import { z } from 'zod';
import { openApiComponents } from './openapi-components';

type Schema = z.core.$ZodType;

/** The schemas a schema is made of: an object's fields, an array's items, a union's options … */
function partsOf(schema: Schema): Schema[] {
  return Object.entries(schema._zod.def).flatMap(([key, value]): Schema[] => {
    if (value instanceof z.core.$ZodType) return [value];
    if (Array.isArray(value)) return value.filter((item) => item instanceof z.core.$ZodType);
    if (key === 'shape') return Object.values(value as Record<string, Schema>);
    return [];
  });
}

/**
 * How often the document writes each schema of the documented calls' bodies and answers: a named
 * one is written once, as its component, and refers to its parts from there.
 */
function timesWritten(): Map<Schema, number> {
  const written = new Map<Schema, number>();
  const visit = (schema: Schema) => {
    const times = (written.get(schema) ?? 0) + 1;
    written.set(schema, times);
    if (times === 1 || !openApiComponents.has(schema)) partsOf(schema).forEach(visit);
  };
  for (const endpoint of allEndpoints.filter((candidate) => !candidate.internal))
    for (const schema of [endpoint.body, endpoint.response]) if (schema) visit(schema);
  return written;
}

/** The schema's name in the contracts, else its JSON Schema: what to add to openapi-components.ts. */
function nameOf(schema: Schema): string {
  const exported = Object.entries(contracts).find(([, value]) => value === schema);
  return exported?.[0] ?? JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
}

it('names every object and enum schema that more than one place of the document uses', () => {
  const inlinedTwice = [...timesWritten()]
    .filter(([schema, times]) => times > 1 && !openApiComponents.has(schema))
    // Strings, numbers and the optional and nullable wrappers of named schemas are written in place.
    .filter(([schema]) => ['object', 'enum'].includes(schema._zod.def.type))
    .map(([schema]) => nameOf(schema));
  expect(inlinedTwice).toEqual([]);
});

it('names the schemas by their names in the contracts', () => {
  expect(openApiComponents.get(Order)?.id).toBe('Order');
  expect(openApiComponents.get(DeliveryAddress)?.id).toBe('DeliveryAddress');
  expect(openApiComponents.get(OpenInvoice)?.id).toBe('OpenInvoice');
});
