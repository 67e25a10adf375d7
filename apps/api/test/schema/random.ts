/** A small seeded PRNG (mulberry32): the same seed replays the same requests. */
export type Rng = {
  seed: number;
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    seed,
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
  };
}

/** The run's seed: BS_FUZZ_SEED replays a failure; otherwise a fresh one, printed by the tests. */
export const runSeed = (): number =>
  process.env.BS_FUZZ_SEED ? Number(process.env.BS_FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
