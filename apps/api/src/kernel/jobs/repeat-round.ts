type Log = { error: (o: object, msg: string) => void; info: (o: object, msg: string) => void };

/**
 * Runs `round` every `intervalMs` until stopped (the platform's timed jobs: life-event deadlines,
 * invitation reminders). A round that did something is logged with what it did; a failed round is
 * logged and simply tried again next time: each round must be safe to repeat and to run on any
 * number of instances at once (its claims are rows, not memory). Stopping waits for the round in
 * flight, so a graceful stop never cuts a transaction.
 */
export function repeatRound<T extends Record<string, unknown[]>>(
  name: string,
  intervalMs: number,
  round: () => Promise<T>,
  log: Log,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = round().then(
      (r) => Object.values(r).some((list) => list.length > 0) && log.info(r, name),
      (err) => log.error({ err }, `${name} failed`),
    );
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
