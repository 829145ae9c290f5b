// A small seeded PRNG (mulberry32): the same seed gives the same dataset on every machine, which
// Math.random cannot promise, and it is several times faster than a cryptographic generator.

export class Random {
  private state: number;

  constructor(seed: number) {
    // Spread small seeds (1, 2, 3) so neighbouring seeds do not start with similar sequences.
    this.state = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('Cannot pick from an empty list');
    return item;
  }

  /**
   * An index in [0, count) where low indexes come up more often: skew 1 is uniform, skew 2 gives
   * the first tenth about a third of the picks. Real shops have best sellers and big customers.
   */
  skewedIndex(count: number, skew: number): number {
    return Math.floor(count * this.next() ** skew);
  }

  letters(length: number): string {
    let text = '';
    for (let index = 0; index < length; index += 1) text += String.fromCharCode(65 + this.int(0, 25));
    return text;
  }

  digits(length: number): string {
    let text = '';
    for (let index = 0; index < length; index += 1) text += String(this.int(0, 9));
    return text;
  }
}
