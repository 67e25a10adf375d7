/** The whole data layer the app sees: a tiny interface both drivers (PGlite, pg) implement. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly driver: 'pglite' | 'pg';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PGlite only: calls `onNotify` with its payload for each NOTIFY on `channel`, before the
   * statement that sent it (or its COMMIT) returns. Only this process uses a PGlite directory, so
   * this sees every change.
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * A read prepared once per connection under `name` (parsed and planned once; the hot read paths
   * use it). `name` must always come with the same `sql`. Not for statements inside transactions.
   */
  queryPrepared?<T extends Row = Row>(name: string, sql: string, params?: unknown[]): Promise<T[]>;
  /** PGlite only: the whole database as a tarball, for `createPgliteDb`'s `loadDataDir` (test templates). */
  dumpDataDir?(): Promise<Blob>;
}
