import type { LineProblem } from '@partsmith/contract/basket';
import { maxUnits } from '@partsmith/contract/common';
import { formatCount } from '@partsmith/contract/format';
import { normalizePartNumber } from '@partsmith/contract/parts';
import {
  maxQuickOrderFileBytes,
  maxQuickOrderLines,
  maxQuickOrderTextBytes,
} from '@partsmith/contract/quick-order';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { invalid, tooLarge } from '../../lib/app-error';
import { detectDelimiter, looksLikeFormula } from '../../lib/csv';
import { unescapeFormula } from '../../lib/csv-cells';

/**
 * A quick order's input read into lines of part number and quantity (issue 33): pasted text, or a CSV
 * file. Nothing here knows the catalogue: the lines go on to be looked up (workflows/check-quick-order).
 */
export interface InputLine {
  /** 1 is the first line of the text or file. */
  line: number;
  /** As written, trimmed, cut at 200 characters. */
  input: string;
  /** The part number as read (cut at 60 characters). */
  number: string;
  /** Null when there is none or it is not a whole number from 1 to `maxUnits`. */
  quantity: number | null;
  /** Without separators, the whole line could be the number (`ps bp 1042` with no quantity): tried too. */
  wholeLine?: string;
  problems: LineProblem[];
}

const headerNumber =
  /^(PART|PARTS|PARTNUMBER|PARTNO|PARTNR|SKU|ITEM|ITEMNUMBER|NUMBER|NO|ARTICLE|OEM|OEMNUMBER|PRODUCT|CODE|REFERENCE)$/;
const headerQuantity = /^(QTY|QUANTITY|QUANTITIES|AMOUNT|UNITS|COUNT|PIECES|PCS)$/;

const noQuantity: LineProblem = {
  code: 'bad-quantity',
  message: 'This line has no quantity: write the part number, then how many units.',
};

/** `40`, `x40`, `40x`, `40 pcs`: a whole number of units, or why not. */
function readQuantity(text: string): { quantity: number | null; problem: LineProblem | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { quantity: null, problem: noQuantity };
  if (looksLikeFormula(trimmed)) {
    return {
      quantity: null,
      problem: {
        code: 'formula',
        message: 'The quantity is a spreadsheet formula; write the number of units.',
      },
    };
  }
  const digits = trimmed.replace(/^[x×]\s*|\s*([x×]|pcs|pieces|units?)$/gi, '');
  if (!/^\d+$/.test(digits)) {
    return {
      quantity: null,
      problem: { code: 'bad-quantity', message: `“${trimmed.slice(0, 20)}” is not a whole number of units.` },
    };
  }
  const quantity = Number(digits);
  if (quantity < 1 || quantity > maxUnits) {
    return {
      quantity: null,
      problem: {
        code: 'bad-quantity',
        message: `The quantity must be from 1 to ${formatCount(maxUnits)} units.`,
      },
    };
  }
  return { quantity, problem: null };
}

const looksLikeQuantity = (token: string) => /^([x×]?\d+|\d+([x×]|pcs|pieces|units?))$/i.test(token);

/** One line from its part-number and quantity cells. */
function lineOf(line: number, input: string, numberCell: string, quantityCell: string | null): InputLine {
  const number = numberCell.trim().slice(0, 60);
  const problems: LineProblem[] = [];
  if (looksLikeFormula(number)) {
    problems.push({
      code: 'formula',
      message: 'This cell is a spreadsheet formula, not a part number: it was read as plain text.',
    });
  } else if (normalizePartNumber(number).length < 2) {
    problems.push({ code: 'bad-line', message: 'This line has no part number.' });
  }
  const { quantity, problem } =
    quantityCell === null ? { quantity: null, problem: noQuantity } : readQuantity(quantityCell);
  if (problem) problems.push(problem);
  return { line, input: input.slice(0, 200), number, quantity, problems };
}

/** A pasted line: cells split by tab, `,` or `;`; without those, the last word is the quantity. */
function pastedLine(line: number, text: string): InputLine {
  const cells = text.split(/[\t,;]/).map((cell) => cell.trim());
  while (cells.length > 1 && cells.at(-1) === '') cells.pop();
  if (cells.length > 2) {
    return {
      ...lineOf(line, text, cells[0]!, cells[1]!),
      problems: [
        {
          code: 'bad-line',
          message: `Write one part number and one quantity per line (this line has ${cells.length} cells).`,
        },
      ],
      quantity: null,
    };
  }
  if (cells.length === 2) return lineOf(line, text, cells[0]!, cells[1]!);
  const words = text.split(/\s+/);
  // The last word is the quantity when it holds a digit (`40`, `x40`, `2.5`: read, or refused as one).
  if (words.length >= 2 && /\d/.test(words.at(-1)!)) {
    return {
      ...lineOf(line, text, words.slice(0, -1).join(' '), words.at(-1)!),
      wholeLine: text.slice(0, 60),
    };
  }
  return lineOf(line, text, text, null);
}

function isHeader(numberCell: string, quantityCell: string | null): boolean {
  return (
    headerNumber.test(normalizePartNumber(numberCell)) ||
    headerNumber.test(normalizePartNumber(numberCell.split(/\s+/)[0] ?? '')) ||
    (quantityCell !== null && headerQuantity.test(normalizePartNumber(quantityCell)))
  );
}

/** Text holds tabs and line breaks; any other control character (NUL first) means binary data. */
function holdsControlCharacters(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const binaryData = () =>
  invalid('This is binary data, not lines of text: paste or upload part numbers and quantities.');

function tooManyLines(count: number) {
  return invalid(
    `A quick order takes at most ${maxQuickOrderLines} lines at once; this has ${formatCount(count)}. Split it into parts.`,
  );
}

/** Lines holding text (the cheap count that refuses a huge input before reading it). */
function countTextLines(text: string): number {
  let count = 0;
  for (const line of text.split('\n')) if (line.trim() !== '') count += 1;
  return count;
}

/** Pasted text as lines (blank lines and a first line naming columns skipped). */
export function readPastedText(text: string): InputLine[] {
  if (Buffer.byteLength(text, 'utf8') > maxQuickOrderTextBytes) {
    throw tooLarge(`The text is larger than ${maxQuickOrderTextBytes / 1024} KB; split it into parts.`);
  }
  if (holdsControlCharacters(text)) throw binaryData();
  const count = countTextLines(text);
  if (count > maxQuickOrderLines + 1) throw tooManyLines(count);
  const lines: InputLine[] = [];
  let first = true;
  for (const [index, raw] of text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .entries()) {
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const read = pastedLine(index + 1, trimmed);
    if (first && read.quantity === null && isHeader(read.number, trimmed.split(/[\t,;]/)[1] ?? null)) {
      first = false;
      continue;
    }
    first = false;
    lines.push(read);
  }
  if (lines.length > maxQuickOrderLines) throw tooManyLines(lines.length);
  return lines;
}

type Column = 'number' | 'quantity';
const columnNames: Record<string, Column> = {
  PARTNUMBER: 'number',
  PARTNO: 'number',
  PARTNR: 'number',
  PART: 'number',
  SKU: 'number',
  NUMBER: 'number',
  ITEM: 'number',
  ITEMNUMBER: 'number',
  OEMNUMBER: 'number',
  OEM: 'number',
  QUANTITY: 'quantity',
  QTY: 'quantity',
  AMOUNT: 'quantity',
  UNITS: 'quantity',
};

function fileProblem(message: string) {
  return invalid(message);
}

/** The header row's columns, or null when the first row is data (two cells, the second a quantity). */
function csvColumns(header: string[]): Map<Column, number> | null {
  const cells = header.map((cell) => cell.replace(/^\uFEFF/, '').trim());
  const named = cells.map((cell) => columnNames[normalizePartNumber(cell)]);
  if (named.every((column) => column === undefined) && looksLikeQuantity(cells[1] ?? '')) return null;
  const index = new Map<Column, number>();
  for (const [at, cell] of cells.entries()) {
    if (cell === '') continue;
    const column = named[at];
    if (!column) {
      throw fileProblem(`Unknown column “${cell.slice(0, 40)}”. The columns are: part number, quantity.`);
    }
    if (index.has(column)) throw fileProblem(`The column “${cell.slice(0, 40)}” appears twice.`);
    index.set(column, at);
  }
  const missing = (['number', 'quantity'] as const).find((column) => !index.has(column));
  if (missing) {
    throw fileProblem(`The header has no “${missing === 'number' ? 'part number' : 'quantity'}” column.`);
  }
  return index;
}

/**
 * A CSV file (`,` or `;`, BOM or not, quoted cells) as lines: columns `part number` and `quantity`
 * named by a header row (any order), or those two without a header. Refuses (400) binary data, text
 * that is not UTF-8, any other column, more than `maxQuickOrderLines` rows, CSV that is not well-formed.
 */
export function readCsvFile(bytes: Buffer): InputLine[] {
  if (bytes.length > maxQuickOrderFileBytes) {
    throw tooLarge(
      `The file is larger than ${maxQuickOrderFileBytes / 1024 / 1024} MB; split it into parts.`,
    );
  }
  if (bytes.includes(0)) throw binaryData();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileProblem('This file is not UTF-8 text. Save the sheet as “CSV UTF-8” and upload it again.');
  }
  if (holdsControlCharacters(text)) throw binaryData();
  const count = countTextLines(text);
  if (count > maxQuickOrderLines + 1) throw tooManyLines(count);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw fileProblem(`This file is not well-formed CSV (${error.message.replace(/^Invalid \w+: /, '')}).`);
  }
  const lines: InputLine[] = [];
  let columns: Map<Column, number> | null | undefined;
  for (const [index, record] of records.entries()) {
    if (record.every((cell) => cell.trim() === '')) continue;
    const row = index + 1;
    if (columns === undefined) {
      columns = csvColumns(record);
      if (columns) continue;
    }
    const numberAt = columns?.get('number') ?? 0;
    const quantityAt = columns?.get('quantity') ?? 1;
    const extra = record.findIndex((cell, at) => at !== numberAt && at !== quantityAt && cell.trim() !== '');
    if (extra !== -1) {
      throw fileProblem(
        `Row ${row} has a cell in column ${extra + 1}; a quick order file has two columns: part number, quantity.`,
      );
    }
    const input = record.filter((cell) => cell.trim() !== '').join(', ');
    lines.push(
      lineOf(row, input, unescapeFormula(record[numberAt] ?? ''), unescapeFormula(record[quantityAt] ?? '')),
    );
  }
  if (lines.length > maxQuickOrderLines) throw tooManyLines(lines.length);
  if (lines.length === 0) throw fileProblem('The file holds no lines of part number and quantity.');
  return lines;
}
