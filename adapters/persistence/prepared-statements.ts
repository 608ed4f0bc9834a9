import pg from 'pg';

/**
 * The ingest path's hot statements are prepared once per connection instead of parsed and planned on every call:
 * each has a fixed text (its rows travel as array parameters, so a batch of 5 and one of 500 share it) that starts
 * with `/* prepared:name *\/`. Kysely hands statements to pg as text and values; the pool's clients give those that
 * carry the mark to pg as named statements, which pg parses on a connection's first use and binds ever after.
 */
const preparedMark = /^\/\* prepared:([a-z0-9_]+) \*\//;

/** The opening of a hot statement's text: `sql\`${prepared('name')} select …\``. */
export function preparedName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`a prepared statement's name is lower case words: ${name}`);
  return `/* prepared:${name} */`;
}

/** What pg is given for a statement: named when its text carries the mark. */
export function queryConfigOf(text: string, values: readonly unknown[] | undefined): pg.QueryConfig {
  const name = preparedMark.exec(text)?.[1];
  const parameters = values === undefined ? undefined : [...values];
  return name === undefined ? { text, values: parameters } : { name, text, values: parameters };
}

/** A pg client that prepares marked statements; the rest of its queries go through untouched. */
export class PreparingClient extends pg.Client {
  // pg's query has many overloads; only (text, values) is changed, as Kysely calls it.
  override query(...args: unknown[]): never {
    const [first, second, ...rest] = args;
    const query = super.query.bind(this) as (...a: unknown[]) => never;
    if (typeof first === 'string' && preparedMark.test(first) && (second === undefined || Array.isArray(second))) {
      return query(queryConfigOf(first, second as unknown[] | undefined), ...rest);
    }
    return query(...args);
  }
}
