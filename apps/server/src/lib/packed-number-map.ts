/** An empty cell: keys are held plus one, so cells start empty as allocated (pages untouched until used). */
const empty = 0;
const maxLoad = 0.7;
const two32 = 2 ** 32;

/** A cell from 0 to cells - 1 for a whole number below 2 ** 53: both 32-bit halves mixed (murmur3's finaliser). */
function hash(key: number, cells: number): number {
  let h = (key >>> 0) ^ Math.imul(Math.floor(key / two32), 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return Math.floor(((h >>> 0) / two32) * cells);
}

type Values = Float64Array | Uint32Array;

/**
 * A map from whole numbers (0 to 2 ** 53) to whole numbers, held in typed arrays with open addressing:
 * 12 or 16 bytes a cell (values below 2 ** 32 or 2 ** 53), at most 0.7 of the cells used, outside the
 * JavaScript heap, where a `Map` of such keys (heap numbers past 2 ** 31) costs about 100 bytes an entry
 * and its garbage. For the ACES checker's per-App keys over a whole file (ADR 0042). No deletes;
 * `expected` sizes it from the start, so that about that many entries never grow it (a growth holds the
 * old and the new cells at once).
 */
export class PackedNumberMap {
  private keys: Float64Array;
  private values: Values;
  private cells: number;
  size = 0;

  /** `wide`: values up to 2 ** 53 (8 bytes each), else below 2 ** 32 (4 bytes). */
  constructor(
    expected = 1024,
    private readonly wide = true,
  ) {
    // Any number of cells, not a power of two: a million entries take 1.43 million cells, not 2.1.
    this.cells = Math.max(16, Math.ceil(expected / maxLoad));
    this.keys = new Float64Array(this.cells);
    this.values = this.valueCells(this.cells);
  }

  private valueCells(cells: number): Values {
    return this.wide ? new Float64Array(cells) : new Uint32Array(cells);
  }

  private cellOf(key: number): number {
    if (!Number.isSafeInteger(key) || key < 0) throw new RangeError(`not a key of a PackedNumberMap: ${key}`);
    const stored = key + 1;
    let cell = hash(key, this.cells);
    for (;;) {
      const held = this.keys[cell]!;
      if (held === stored || held === empty) return cell;
      cell = cell + 1 === this.cells ? 0 : cell + 1;
    }
  }

  get(key: number): number | undefined {
    const cell = this.cellOf(key);
    return this.keys[cell] === empty ? undefined : this.values[cell];
  }

  set(key: number, value: number): this {
    if (!Number.isSafeInteger(value) || value < 0 || (!this.wide && value >= two32))
      throw new RangeError(`not a value of this PackedNumberMap: ${value}`);
    const cell = this.cellOf(key);
    if (this.keys[cell] === empty) {
      if (this.size + 1 > this.cells * maxLoad) {
        this.grow();
        return this.set(key, value);
      }
      this.keys[cell] = key + 1;
      this.size += 1;
    }
    this.values[cell] = value;
    return this;
  }

  /** Bytes the cells take. */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength;
  }

  /** Half as many cells again: for a moment the old and the new cells, 2.5 times the old. */
  private grow() {
    const { keys, values } = this;
    this.cells = Math.ceil(keys.length * 1.5);
    this.keys = new Float64Array(this.cells);
    this.values = this.valueCells(this.cells);
    for (let at = 0; at < keys.length; at += 1) {
      const stored = keys[at]!;
      if (stored === empty) continue;
      const cell = this.cellOf(stored - 1);
      this.keys[cell] = stored;
      this.values[cell] = values[at]!;
    }
  }
}
