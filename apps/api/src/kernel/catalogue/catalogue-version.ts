import type { Db, Queryable, Row } from '../../db';

export const VERSION_SQL = 'SELECT token::text AS token FROM catalogue_version';
export const VERSION_CHANNEL = 'catalogue_version';

/**
 * A one-row version that triggers bump (and NOTIFY on `channel`) with every change of what it
 * guards: its read as a prepared statement answering `token`, and the migration that made it.
 */
export type VersionRow = { name: string; sql: string; channel: string; migration: string };
export const CATALOGUE_VERSION: VersionRow = {
  name: 'bs_catalogue_token',
  sql: VERSION_SQL,
  channel: VERSION_CHANNEL,
  migration: 'catalogue_version (migration 0007)',
};

const readVersion = async (db: Queryable, v: VersionRow): Promise<string> => {
  const [row] = await readPrepared<{ token: string }>(db, v.name, v.sql);
  if (!row) throw new Error(`no version row: ${v.migration} not applied?`);
  return row.token;
};

/**
 * A hot read as a named prepared statement when `q` is the app's database (planned once per
 * connection), else (a transaction) as a plain query on it.
 */
export function readPrepared<T extends Row>(q: Queryable, name: string, sql: string, params: unknown[] = []) {
  const db = q as Partial<Db>;
  return db.queryPrepared && db.transaction
    ? db.queryPrepared<T>(name, sql, params)
    : q.query<T>(sql, params);
}

/**
 * Reads the catalogue version for many concurrent requests with few queries, without ever
 * answering a request with a version read before it arrived: a caller either starts a read (when
 * none is running) or waits for the next one, which starts after the running one ends. So a
 * change committed before a request arrived is always seen (read-your-writes across instances),
 * and at most one version query per database is in flight however many requests wait.
 */
export class VersionProbe {
  private running: Promise<string> | undefined;
  private next: Promise<string> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly version: VersionRow = CATALOGUE_VERSION,
  ) {}

  read(): Promise<string> {
    if (!this.running) return this.start();
    this.next ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<string> {
    const p: Promise<string> = readVersion(this.db, this.version).then(
      (token) => {
        if (this.running === p) this.running = undefined;
        return token;
      },
      (err: unknown) => {
        if (this.running === p) this.running = undefined;
        throw err;
      },
    );
    this.running = p;
    return p;
  }
}

/**
 * The token kept in memory and forgotten on every NOTIFY of the version trigger: for PGlite, where
 * this process is the only one on the database and notifications arrive before the statement
 * that caused them returns, so no request can see a forgotten token. A read after a change asks
 * the database once.
 */
export class NotifiedToken {
  private known: string | undefined;
  private changes = 0;
  private listening: Promise<void> | undefined;

  constructor(
    private readonly db: Db & Required<Pick<Db, 'listen'>>,
    private readonly version: VersionRow = CATALOGUE_VERSION,
  ) {}

  read(): Promise<string> {
    return this.known !== undefined ? Promise.resolve(this.known) : this.ask();
  }

  private async ask(): Promise<string> {
    this.listening ??= this.db.listen(this.version.channel, () => {
      this.changes++;
      this.known = undefined;
    });
    await this.listening;
    const before = this.changes;
    const token = await readVersion(this.db, this.version);
    // A change notified while the query ran may not be in its answer: do not keep it then.
    if (this.changes === before) this.known = token;
    return token;
  }
}

type TokenSource = { read(): Promise<string> };
const sources = new WeakMap<Db, TokenSource>();

/**
 * The current token of `version` on the app's database, read as currentToken reads the
 * catalogue's: in memory between notifications on PGlite, one shared read on PostgreSQL.
 */
export function versionSource(db: Db, version: VersionRow, cache: WeakMap<Db, TokenSource>): TokenSource {
  let source = cache.get(db);
  if (!source) {
    source = hasListen(db) ? new NotifiedToken(db, version) : new VersionProbe(db, version);
    cache.set(db, source);
  }
  return source;
}

/**
 * The current catalogue token as seen by `q`. On the app's database: PGlite keeps it in memory
 * between change notifications (NotifiedToken), PostgreSQL shares one version read among
 * concurrent requests (VersionProbe), since other instances change it without telling this one.
 * Inside a transaction it is read on the transaction's own connection, so a write path prices
 * with the catalogue its transaction sees.
 */
export async function currentToken(q: Queryable): Promise<string> {
  if (!isDb(q)) {
    const [row] = await q.query<{ token: string }>(VERSION_SQL);
    if (!row) throw new Error('catalogue_version has no row (migration 0007 not applied?)');
    return row.token;
  }
  return versionSource(q, CATALOGUE_VERSION, sources).read();
}

export const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).transaction === 'function';
const hasListen = (db: Db): db is Db & Required<Pick<Db, 'listen'>> => typeof db.listen === 'function';
