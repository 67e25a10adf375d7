import type { Db } from '../../db';
import { currentToken } from '../catalogue/catalogue-version';
import { nextTurn } from '../catalogue/read-batcher';

/**
 * What the catalogue and cart reads of an enrollment need of it, kept in memory (issue 31, "Owned
 * reads as fast as public ones") under its reads_version (migration 0048), whose triggers bump it
 * with every change of the enrollment's row, cart lines or answers, whoever writes them.
 *
 * - PGlite (this process is the only one on the database): a kept enrollment is forgotten on the
 *   trigger's NOTIFY, which names it and arrives before the changing statement returns; a read of
 *   a kept one costs no statement.
 * - PostgreSQL (other instances write without telling this one): a kept enrollment is used only
 *   when its version, read by a request after it arrived (one small batched statement), is the one
 *   it was loaded with; else it is loaded again.
 *
 * The catalogue token always comes from a read started after the request arrived. Only found
 * enrollments are kept, frozen: every request shares them, and no handler may change them.
 */
export type Loaded<T> = { token: string; version: string | null; value: T | undefined };
export type Checked = { token: string; version: string | null };
export type Kept<T> = { token: string; value: T | undefined };

/** Bounds the memory of a process with many shoppers; a full map starts over (values re-read). */
const MAX_KEPT = 20_000;
/** A value unused this long is dropped anyway: memory hygiene, not correctness (the version is). */
const IDLE_MS = 60_000;

export const READS_CHANNEL = 'enrollment_reads';

type Source<T> = {
  /** Loads ids with their versions and the catalogue token, in one statement per batch. */
  load(id: string): Promise<Loaded<T>>;
  /** PostgreSQL: reads ids' current versions and the catalogue token, in one statement per batch. */
  check(id: string): Promise<Checked>;
};

export interface EnrollmentReadsCache<T> {
  read(id: string): Promise<Kept<T>>;
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** PGlite: kept until the enrollment's NOTIFY. */
class NotifiedReads<T> implements EnrollmentReadsCache<T> {
  private kept = new Map<string, { value: Promise<T | undefined>; until: number }>();
  private listening: Promise<void>;

  constructor(
    private readonly db: Db & Required<Pick<Db, 'listen'>>,
    private readonly source: Source<T>,
  ) {
    this.listening = db.listen(READS_CHANNEL, (id) => {
      if (id) this.kept.delete(id);
      else this.kept.clear();
    });
  }

  async read(id: string): Promise<Kept<T>> {
    await this.listening;
    const now = Date.now();
    let entry = this.kept.get(id);
    if (entry && entry.until < now) {
      this.kept.delete(id);
      entry = undefined;
    }
    if (!entry) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      // In the map before its statement runs: a change notified meanwhile removes it, so no
      // request arriving after the change joins this load, and what it read is not kept.
      const made = { value: this.source.load(id).then((l) => deepFreeze(l.value)), until: 0 };
      this.kept.set(id, made);
      made.value.then(
        (v) => {
          if (v === undefined && this.kept.get(id) === made) this.kept.delete(id);
        },
        () => {
          if (this.kept.get(id) === made) this.kept.delete(id);
        },
      );
      entry = made;
    }
    entry.until = now + IDLE_MS;
    // Token read now, not with the load: a request may join a load started before a catalogue
    // change it must see. Answered in the next turn with every read of this one (nextTurn), as
    // the batched statement did: answering each at once cost about twice the CPU per request
    // under load (bench:api, ADR 0032 "Owned reads in memory").
    const [value, token] = await Promise.all([entry.value, currentToken(this.db), nextTurn()]);
    return { token, value };
  }
}

/** PostgreSQL: kept with its version, used only while a fresh read of the version agrees. */
class VersionedReads<T> implements EnrollmentReadsCache<T> {
  private kept = new Map<string, { version: string; value: T; until: number }>();

  constructor(private readonly source: Source<T>) {}

  async read(id: string): Promise<Kept<T>> {
    const known = this.kept.get(id);
    if (known && known.until >= Date.now()) {
      const now = await this.source.check(id);
      if (now.version === known.version) {
        known.until = Date.now() + IDLE_MS;
        return { token: now.token, value: known.value };
      }
    }
    const loaded = await this.source.load(id);
    if (loaded.value === undefined || loaded.version === null) {
      this.kept.delete(id);
      return { token: loaded.token, value: undefined };
    }
    const value = deepFreeze(loaded.value);
    // Two loads racing: keep the newer version (an older one would only miss, never be wrong).
    const current = this.kept.get(id);
    if (!current || BigInt(current.version) <= BigInt(loaded.version)) {
      if (this.kept.size >= MAX_KEPT) this.kept.clear();
      this.kept.set(id, { version: loaded.version, value, until: Date.now() + IDLE_MS });
    }
    return { token: loaded.token, value };
  }
}

export function enrollmentReadsCache<T>(db: Db, source: Source<T>): EnrollmentReadsCache<T> {
  return typeof db.listen === 'function'
    ? new NotifiedReads(db as Db & Required<Pick<Db, 'listen'>>, source)
    : new VersionedReads(source);
}
