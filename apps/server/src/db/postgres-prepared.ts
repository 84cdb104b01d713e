import type pg from 'pg';

/** The statement texts one connection keeps prepared (each holds a parsed query in its backend). */
const maxPrepared = 100;
/** The texts seen once that one connection remembers, to prepare the ones asked again. */
const maxSeenOnce = 1_000;
/** Statements worth preparing: queries and writes, never a migration's DDL nor `begin`/`commit`. */
const preparable = /^\s*(select|with|insert|update|delete)\b/i;
/** PostgreSQL's answer when a prepared statement's result columns changed under it (a migration). */
const resultTypeChanged = '0A000';

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * The connection URL with `plan_cache_mode = force_custom_plan` among its startup options (beside any it
 * has, such as a `search_path`): a prepared statement is planned for its values at every execution, as an
 * unnamed one is. PostgreSQL's default switches to a generic plan after five executions when it looks no
 * dearer, and for the vehicle searches it was slower (ADR 0050). Set at connect, so it costs no round trip.
 */
export function withCustomPlans(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const options = url.searchParams.get('options');
  const custom = '-c plan_cache_mode=force_custom_plan';
  url.searchParams.set('options', options ? `${options} ${custom}` : custom);
  return url.toString();
}

/**
 * Kysely sends every statement unnamed, so PostgreSQL parses and analyses its text at every execution:
 * a search's statements cost 0.2–0.6 ms of the database's CPU each in parsing alone, as much as many of
 * them take to run (ADR 0050). This makes a connection send a text it has seen before as a named
 * prepared statement, parsed once per connection and still planned for its values at every execution
 * (`withCustomPlans` on the connection's URL: the plans are those of an unnamed statement). Bounded: at most `maxPrepared` texts a connection, prepared from their second use, so
 * texts that never repeat (an `in` list of any length) are not kept. A statement whose result type a
 * migration changed is sent again unnamed, and its name is dropped.
 */
export function preparingStatements(client: pg.PoolClient): void {
  const prepared = new Map<string, string>();
  const seenOnce = new Set<string>();
  let next = 0;
  // The class's `query` as it is at each call (a test that watches the round trips wraps it).
  const query: Query = (...args) =>
    (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);

  const nameFor = (text: string): string | null => {
    const name = prepared.get(text);
    if (name || prepared.size >= maxPrepared) return name ?? null;
    if (!seenOnce.delete(text)) {
      if (seenOnce.size >= maxSeenOnce) seenOnce.clear();
      seenOnce.add(text);
      return null;
    }
    const made = `partsmith_${next++}`;
    prepared.set(text, made);
    return made;
  };

  const preparing: Query = (config, values, callback) => {
    if (typeof config !== 'string' || !Array.isArray(values) || callback || !preparable.test(config)) {
      return query(config, values, callback);
    }
    const name = nameFor(config);
    if (!name) return query(config, values);
    return (query({ name, text: config, values }) as Promise<unknown>).catch((error: { code?: string }) => {
      if (error?.code !== resultTypeChanged) throw error;
      prepared.delete(config);
      void (query(`deallocate ${name}`) as Promise<unknown>).catch(() => undefined);
      return query(config, values);
    });
  };
  client.query = preparing as typeof client.query;
}
