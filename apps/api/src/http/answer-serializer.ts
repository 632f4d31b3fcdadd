import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

export interface AnswerChecks {
  /** Share of answers (0–1) also checked against their zod schema: 1 locally and in tests. */
  share: number;
  /** Hears an answer the check found off its schema; with every answer checked, it throws. */
  report(problem: string): void;
}

/**
 * Writes a declaration's answers with fast-json-stringify, compiled once from the JSON Schema of
 * its zod schema (what the API answers, `io: 'output'`): it writes only the declared fields, so
 * nothing a handler leaves on an object (a hash, an internal id) reaches the caller, and it is
 * several times cheaper than checking every answer with zod and then JSON.stringify.
 *
 * A share of answers is checked as before: the answer must pass its zod schema, and what was
 * written must read back as exactly what zod makes of the answer. Tests and local runs check every
 * answer, so a schema fast-json-stringify reads differently from zod fails a test, not a customer.
 */
export function answerSerializer(
  schema: ZodType,
  route: string,
  checks: AnswerChecks,
): (data: unknown) => string {
  const write = fastJson(
    withoutClosedObjects(
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' }),
    ) as Parameters<typeof fastJson>[0],
  );
  return (data) => {
    const sent = write(data);
    if (checks.share >= 1 || (checks.share > 0 && Math.random() < checks.share)) {
      const problem = offSchema(schema, data, sent);
      if (problem) checks.report(`${route} ${problem}`);
    }
    return sent;
  };
}

/**
 * zod describes its output objects as closed (`additionalProperties: false`). fast-json-stringify
 * writes only declared properties of an open object anyway, but picks a union's branch by
 * validating the answer against it, and a closed branch would refuse an answer with one field too
 * many. Open, the first branch that fits is written, as zod's union picks its first success.
 */
function withoutClosedObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutClosedObjects);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
}

function offSchema(schema: ZodType, data: unknown, sent: string): string | null {
  const checked = schema.safeParse(data);
  if (!checked.success) return `answered off its schema: ${checked.error.message}`;
  const expected: unknown = JSON.parse(JSON.stringify(checked.data) ?? 'null');
  if (!isDeepStrictEqual(JSON.parse(sent), expected))
    return `was written otherwise than its schema reads it: sent ${sent.slice(0, 500)}, expected ${JSON.stringify(expected).slice(0, 500)}`;
  return null;
}
