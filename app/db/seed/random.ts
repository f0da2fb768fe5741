/**
 * A small seeded pseudo-random generator (mulberry32): the demo data must be the same on every
 * machine and every run, which Math.random cannot promise. Not for anything secret.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An index drawn in proportion to the weights (cumulative sums, ascending). */
  weightedIndex(cumulativeWeights: readonly number[]): number;
  /** A normally distributed value (Box-Muller). */
  normal(mean: number, deviation: number): number;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: T[]): T[];
  /** A version-4-shaped uuid from the stream, so row ids are reproducible too. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const uint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => uint32() / 4_294_967_296;

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick(items) {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weightedIndex(cumulativeWeights) {
      const total = cumulativeWeights[cumulativeWeights.length - 1] ?? 0;
      const target = next() * total;
      let low = 0;
      let high = cumulativeWeights.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulativeWeights[middle]! > target) high = middle;
        else low = middle + 1;
      }
      return low;
    },
    normal(mean, deviation) {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    sample(items, count) {
      return random.shuffle([...items]).slice(0, count);
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
    uuid() {
      const hex = Array.from({ length: 4 }, () => uint32().toString(16).padStart(8, '0')).join('');
      const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
  return random;
}
