/**
 * A small seeded pseudo-random generator (sfc32 seeded through a string hash), so the seed produces the same demo
 * data on every machine. Not for anything secret.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both included). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** A string of n random decimal digits. */
  digits(n: number): string;
  /** A new generator derived from this one's seed and a label (independent stream). */
  fork(label: string): Rng;
}

/** 32-bit hash state from a string (xmur3). */
function hashSeed(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

export function createRng(seed: string | number): Rng {
  const label = String(seed);
  const state = hashSeed(label);
  let a = state();
  let b = state();
  let c = state();
  let d = state();
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 are weakly mixed.
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)];
    },
    chance: (probability) => next() < probability,
    digits: (n) => {
      let out = "";
      for (let i = 0; i < n; i++) out += String(Math.floor(next() * 10));
      return out;
    },
    fork: (sub) => createRng(`${label}/${sub}`),
  };
  return rng;
}
