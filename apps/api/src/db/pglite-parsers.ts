import { types, type PGlite } from '@electric-sql/pglite';

/**
 * PGlite copies its instance's parser table into a new object for every query (0.3: `{...parsers,
 * ...options.parsers}`). The table holds the built-in types plus one entry per array type of the
 * database (~300), and copying it was half of a simple query's CPU time. Keep the built-in types
 * and the arrays of them (text[], int4[], jsonb[], ...): every value this app reads keeps its
 * parser; arrays of exotic types (geometry, reg*) would come back as PostgreSQL's text.
 */
export async function trimParsers(pg: PGlite): Promise<void> {
  const builtIn = Object.keys(types.parsers).map(Number).filter(Number.isInteger);
  const arrays = await pg.query<{ typarray: number }>(
    'SELECT typarray FROM pg_type WHERE oid = ANY($1::oid[]) AND typarray <> 0',
    [builtIn],
  );
  const keep = new Set([...builtIn, ...arrays.rows.map((r) => r.typarray)].map(String));
  pg.parsers = Object.fromEntries(Object.entries(pg.parsers).filter(([oid]) => keep.has(oid)));
}
