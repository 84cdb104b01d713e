import { discontinuedProblem, priceLine } from '@partsmith/contract/basket';
import { normalizePartNumber } from '@partsmith/contract/parts';
import type { QuickOrderLine, QuickOrderReport } from '@partsmith/contract/quick-order';
import type { Deps } from '../deps';
import { assertCanKeepBasket } from '../modules/basket/policy';
import { type InputLine, readCsvFile, readPastedText } from '../modules/basket/quick-order-input';
import type { RequestUser } from '../lib/request-user';
import {
  closestNumbers,
  findPartsByNumbers,
  maxSuggestedNumbers,
  type NumberMatch,
} from '../modules/parts/part-lookup';

export type QuickOrderInput = { text: string } | { csv: Buffer };

const unknownNumber = (number: string, suggested: boolean) => ({
  code: 'unknown-number' as const,
  message: suggested
    ? `No part has the number “${number}”. Did you mean one of these?`
    : `No part has the number “${number}”.`,
});

/** Which part a line's number names: ours wins over OEM numbers; several OEM matches are ambiguous. */
function resolve(matches: NumberMatch[] | undefined): { match?: NumberMatch; ambiguous?: NumberMatch[] } {
  if (!matches || matches.length === 0) return {};
  const [first] = matches;
  if (first!.kind === 0 || matches.length === 1) return { match: first };
  return { ambiguous: matches };
}

/**
 * The quick order pad's check (`POST /api/quick-order/check`): reads the pasted text or CSV file
 * (basket module), looks every number up at once (parts module: ours and OEM numbers, any spelling),
 * merges lines of the same part, prices and checks each line by the basket's rule, and finds the
 * closest numbers for unknown ones. Two queries whatever the number of lines; nothing is stored.
 */
export async function checkQuickOrder(
  { db }: Pick<Deps, 'db'>,
  user: RequestUser,
  input: QuickOrderInput,
): Promise<QuickOrderReport> {
  assertCanKeepBasket(user);
  const read: InputLine[] = 'text' in input ? readPastedText(input.text) : readCsvFile(input.csv);
  const found = await findPartsByNumbers(
    db,
    read.flatMap((line) => (line.wholeLine ? [line.number, line.wholeLine] : [line.number])),
  );

  const lines: QuickOrderLine[] = [];
  const firstOfPart = new Map<string, QuickOrderLine>();
  const unknown: { line: QuickOrderLine; key: string }[] = [];
  for (const entry of read) {
    const line: QuickOrderLine = {
      line: entry.line,
      input: entry.input,
      number: entry.number,
      problems: [...entry.problems],
      suggestions: [],
      ...(entry.quantity === null ? {} : { quantity: entry.quantity }),
    };
    lines.push(line);
    let { match, ambiguous } = resolve(found.get(normalizePartNumber(entry.number)));
    if (!match && !ambiguous && entry.wholeLine) {
      // `ps bp 1042` alone: the last word was part of the number, not a quantity.
      ({ match, ambiguous } = resolve(found.get(normalizePartNumber(entry.wholeLine))));
      if (match || ambiguous) {
        line.number = entry.wholeLine;
        delete line.quantity;
        line.problems = [
          {
            code: 'bad-quantity',
            message: 'This line has no quantity: write the part number, then how many units.',
          },
        ];
      }
    }
    if (ambiguous) {
      line.problems.push({
        code: 'ambiguous-number',
        message: `${ambiguous.length} parts carry the number “${line.number}”: choose one.`,
      });
      line.suggestions = ambiguous.slice(0, 5).map(({ part, written }) => ({
        partId: part.id,
        partNumber: part.partNumber,
        name: part.name,
        matchedNumber: written,
      }));
      continue;
    }
    if (!match) {
      const key = normalizePartNumber(entry.number);
      if (!line.problems.some((problem) => problem.code === 'bad-line' || problem.code === 'formula')) {
        unknown.push({ line, key });
      }
      continue;
    }
    const { part } = match;
    Object.assign(line, {
      partId: part.id,
      partNumber: part.partNumber,
      name: part.name,
      thumbnail: part.thumbnail,
    });
    if (part.successor) {
      // Its successor first, so the buyer takes it in one step.
      line.successor = part.successor;
      line.suggestions = [
        {
          partId: part.successor.partId,
          partNumber: part.successor.partNumber,
          name: part.successor.name,
          matchedNumber: part.successor.partNumber,
        },
      ];
    }
    const first = firstOfPart.get(part.id);
    if (line.quantity === undefined) {
      const discontinued = discontinuedProblem(part);
      if (discontinued) line.problems.push(discontinued);
      continue;
    }
    if (first && first.quantity !== undefined) {
      line.mergedInto = first.line;
      first.quantity += line.quantity;
      line.problems.push({
        code: 'merged',
        message: `The same part as line ${first.line}: its quantity was added there.`,
      });
    } else {
      firstOfPart.set(part.id, line);
    }
  }

  for (const line of firstOfPart.values()) {
    if (line.quantity === undefined) continue;
    const part = found
      .get(normalizePartNumber(line.number))
      ?.find((match) => match.part.id === line.partId)?.part;
    if (!part) continue;
    const priced = priceLine(line.quantity, part, { partId: part.id, ...part }, '');
    Object.assign(line, {
      unitPrice: priced.unitPrice,
      lineTotal: priced.lineTotal,
      minOrderQuantity: priced.minOrderQuantity,
      availableQuantity: priced.availableQuantity,
      priceBreak: priced.priceBreak,
      nextBreak: priced.nextBreak,
    });
    line.problems.push(...priced.problems);
  }

  const suggestions = await closestNumbers(
    db,
    unknown.map(({ key }) => key),
  );
  for (const [index, { line, key }] of unknown.entries()) {
    line.suggestions = suggestions.get(key) ?? [];
    const searched = index < maxSuggestedNumbers || suggestions.has(key);
    line.problems.unshift(unknownNumber(line.number, searched && line.suggestions.length > 0));
  }

  const ready = lines.filter((line) => line.problems.length === 0).length;
  return { lines, ready, withProblems: lines.length - ready };
}
