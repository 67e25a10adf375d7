import type { Db, Queryable, Row } from '../../db';

export const VERSION_SQL = 'SELECT token::text AS token FROM catalogue_version';

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

  constructor(private readonly db: Queryable) {}

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
    const p: Promise<string> = readPrepared<{ token: string }>(
      this.db,
      'bs_catalogue_token',
      VERSION_SQL,
    ).then(
      ([row]) => {
        if (this.running === p) this.running = undefined;
        if (!row) throw new Error('catalogue_version has no row (migration 0007 not applied?)');
        return row.token;
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

export const VERSION_CHANNEL = 'catalogue_version';

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

  constructor(private readonly db: Db & Required<Pick<Db, 'listen'>>) {}

  read(): Promise<string> {
    return this.known !== undefined ? Promise.resolve(this.known) : this.ask();
  }

  private async ask(): Promise<string> {
    this.listening ??= this.db.listen(VERSION_CHANNEL, () => {
      this.changes++;
      this.known = undefined;
    });
    await this.listening;
    const before = this.changes;
    const [row] = await readPrepared<{ token: string }>(this.db, 'bs_catalogue_token', VERSION_SQL);
    if (!row) throw new Error('catalogue_version has no row (migration 0007 not applied?)');
    // A change notified while the query ran may not be in its answer: do not keep it then.
    if (this.changes === before) this.known = row.token;
    return row.token;
  }
}

type TokenSource = { read(): Promise<string> };
const sources = new WeakMap<Db, TokenSource>();

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
  let source = sources.get(q);
  if (!source) {
    source = hasListen(q) ? new NotifiedToken(q) : new VersionProbe(q);
    sources.set(q, source);
  }
  return source.read();
}

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).transaction === 'function';
const hasListen = (db: Db): db is Db & Required<Pick<Db, 'listen'>> => typeof db.listen === 'function';
