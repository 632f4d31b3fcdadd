import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/** Where a parameter of the compiled SQL comes from: an argument, an item of one, or the query. */
type Slot = { arg: number; item?: number } | { constant: unknown };

interface Compiled {
  sql: string;
  slots: Slot[];
}

/** Stands in for an argument while the query is built; never a value a caller passes. */
const SLOT_MARK = '\u0000compiled-once:';

function slotOf(parameter: unknown): Slot {
  if (typeof parameter !== 'string' || !parameter.startsWith(SLOT_MARK))
    return { constant: parameter };
  const [arg, item] = parameter.slice(SLOT_MARK.length).split('.').map(Number);
  return item === undefined ? { arg: arg as number } : { arg: arg as number, item };
}

/**
 * A query the hot reads send on every request, built by Kysely and compiled to SQL once per
 * database and shape, then run with each call's values: building and compiling anew cost about as
 * much CPU as SQLite's whole answer (issue 38's profile). The query is built with marks standing
 * in for the arguments, whose places among the compiled parameters are then known; an array
 * argument (an `in` list) gives one shape per length. So `build` must hand its arguments to
 * Kysely as they are: no arithmetic on them, no branching on their values.
 */
export function compiledOnce<Db, Args extends unknown[], Row>(
  build: (db: Kysely<Db>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Db>, ...args: Args) => Promise<Row[]> {
  const compiledPerDb = new WeakMap<Kysely<Db>, Map<string, Compiled>>();
  return async (db, ...args) => {
    const shape = args.map((arg) => (Array.isArray(arg) ? arg.length : '.')).join(',');
    let compiledPerShape = compiledPerDb.get(db);
    if (!compiledPerShape) compiledPerDb.set(db, (compiledPerShape = new Map()));
    let compiled = compiledPerShape.get(shape);
    if (!compiled) {
      const marks = args.map((arg, i) =>
        Array.isArray(arg) ? arg.map((_, item) => `${SLOT_MARK}${i}.${item}`) : `${SLOT_MARK}${i}`,
      ) as Args;
      const { sql, parameters } = build(db, ...marks).compile();
      compiled = { sql, slots: parameters.map(slotOf) };
      compiledPerShape.set(shape, compiled);
    }
    const parameters = compiled.slots.map((slot) =>
      'constant' in slot
        ? slot.constant
        : slot.item === undefined
          ? args[slot.arg]
          : (args[slot.arg] as unknown[])[slot.item],
    );
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows;
  };
}
