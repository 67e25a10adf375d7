/** At most this many keys go into one statement; a larger batch is split. */
const MAX_BATCH = 100;

/**
 * Joins the reads that requests make in the same turn of the event loop into one statement
 * (DataLoader's idea): under load a read costs a fraction of a round trip instead of a whole one.
 * A batch is sent after every request that is waiting has asked (setImmediate), so each read still
 * starts after its request arrived and sees every change committed before it.
 * `run` answers one result per key, in the keys' order.
 */
export class ReadBatcher<K, R> {
  private waiting: { key: K; resolve: (r: R) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;
  private inFlight = 0;

  /** `maxInFlight`: batches running at once; reads arriving meanwhile join the next batch. */
  constructor(
    private readonly run: (keys: K[]) => Promise<R[]>,
    private readonly maxInFlight = Infinity,
  ) {}

  load(key: K): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ key, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || !this.waiting.length || this.inFlight >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    while (this.waiting.length && this.inFlight < this.maxInFlight) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      this.inFlight++;
      this.run(batch.map((b) => b.key))
        .then(
          (results) => batch.forEach((b, i) => b.resolve(results[i]!)),
          (err: unknown) => batch.forEach((b) => b.reject(err)),
        )
        .finally(() => {
          this.inFlight--;
          this.schedule();
        });
    }
  }
}

let turn: Promise<void> | undefined;

/**
 * Resolves in the next turn of the event loop (setImmediate), one promise for every caller of
 * this turn: requests answered from memory are then answered together, as a batched read answers
 * its batch. Under load that writes the answers of many sockets per turn instead of one per turn,
 * and the event loop polls for the next requests once for all of them.
 */
export function nextTurn(): Promise<void> {
  return (turn ??= new Promise<void>((resolve) =>
    setImmediate(() => {
      turn = undefined;
      resolve();
    }),
  ));
}
