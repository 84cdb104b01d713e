import { randomFillSync } from 'node:crypto';

/**
 * Ids for the parts an import creates: RFC 9562 UUIDv7 (48 bits of milliseconds, then a counter and
 * random bits), so the ids of one import sort together and in file order. A part's id leads the keys of
 * `part`, `part_vehicle`, `part_number` and `part_fts_key`: random ids scatter each insert of an
 * import's million rows over the whole of those B-trees (every insert a page read and rewritten), where
 * ordered ones append to a few pages. Unguessable as before: 62 random bits, and a part's id is public.
 */
export function orderedIdMaker(clock = () => Date.now()) {
  let lastMs = -1;
  let counter = 0;
  const random = Buffer.alloc(8);
  return (): string => {
    let ms = clock();
    if (ms <= lastMs) {
      ms = lastMs;
      counter += 1;
      // 12 bits of counter per millisecond; past them, borrow the next millisecond (still in order).
      if (counter > 0xfff) {
        ms += 1;
        counter = 0;
      }
    } else counter = 0;
    lastMs = ms;
    randomFillSync(random);
    const time = ms.toString(16).padStart(12, '0');
    const counterHex = counter.toString(16).padStart(3, '0');
    const variant = ((random[0]! & 0x3f) | 0x80).toString(16).padStart(2, '0');
    const rest = random.toString('hex', 1, 8);
    return `${time.slice(0, 8)}-${time.slice(8)}-7${counterHex}-${variant}${rest.slice(0, 2)}-${rest.slice(2)}`;
  };
}
