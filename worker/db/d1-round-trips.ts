/**
 * Counts a request's D1 round trips: every statement run (`all`, `first`, `run`, `raw`) and every `batch`
 * is one, and `sequential` is the longest chain of them where each started after the one before had
 * answered — the number of round trips a shopper far from the database waits for one after the other.
 */
export type RoundTrips = { calls: number; sequential: number };

export function countingRoundTrips(db: D1Database): { db: D1Database; roundTrips: () => RoundTrips } {
  let calls = 0;
  let sequential = 0;
  /** The deepest chain among the round trips answered so far: one starting now waits behind all of them. */
  let answeredDepth = 0;
  const roundTrip = async <T,>(send: () => Promise<T>): Promise<T> => {
    calls += 1;
    const depth = answeredDepth + 1;
    sequential = Math.max(sequential, depth);
    try {
      return await send();
    } finally {
      answeredDepth = Math.max(answeredDepth, depth);
    }
  };
  const targets = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const unwrapped = (statement: D1PreparedStatement) => targets.get(statement) ?? statement;
  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") return (...values: unknown[]) => counted(target.bind(...values));
        if (property === "all" || property === "first" || property === "run" || property === "raw") {
          const method = target[property] as (...args: unknown[]) => Promise<unknown>;
          return (...args: unknown[]) => roundTrip(() => method.apply(target, args));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    targets.set(proxy, statement);
    return proxy;
  };
  const counting: D1Database = {
    prepare: (query) => counted(db.prepare(query)),
    // A batch's statements were prepared here: unwrap them, the binding wants its own objects.
    batch: (statements) => roundTrip(() => db.batch(statements.map(unwrapped))),
    exec: (query) => db.exec(query),
    withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
    dump: () => db.dump(),
  };
  return { db: counting, roundTrips: () => ({ calls, sequential }) };
}
