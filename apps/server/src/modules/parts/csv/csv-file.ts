import fs from 'node:fs';
import { maxCsvRecordBytes, type ImportError } from '@partsmith/contract/catalogue-csv';
import { CsvError } from 'csv-parse';
import { stringify, type Stringifier } from 'csv-stringify';
import { type Delimiter, detectDelimiter } from '../../../lib/csv';
import { safeCsvCells, unescapeFormula } from '../../../lib/csv-cells';
import { csvRecords } from './csv-records-thread';

export { type Delimiter, detectDelimiter };

/** A file the import cannot read at all (binary, not UTF-8, no header, a row too long): one error, no rows. */
export class CsvFileError extends Error {
  constructor(readonly problem: ImportError) {
    super(problem.message);
  }
}

export interface CsvFacts {
  delimiter: Delimiter;
  /** Data rows, counted as lines after the header (a quoted cell with line breaks counts more). */
  estimatedRows: number;
}

const newline = 0x0a;

function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(newline); at !== -1; at = bytes.indexOf(newline, at + 1)) count += 1;
  return count;
}

/**
 * Reads the saved upload once, in chunks: refuses a binary file (NUL bytes) or one that is not UTF-8,
 * naming the line, and answers the delimiter of the header line and about how many rows follow it.
 */
export async function inspectCsvFile(path: string): Promise<CsvFacts> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 0;
  let head = '';
  let lastByte = newline;
  let sawBytes = false;
  for await (const chunk of fs.createReadStream(path, {
    highWaterMark: 256 * 1024,
  }) as AsyncIterable<Buffer>) {
    sawBytes ||= chunk.length > 0;
    const nul = chunk.indexOf(0);
    if (nul !== -1) {
      throw new CsvFileError({
        row: lines + countNewlines(chunk.subarray(0, nul)) + 1,
        column: null,
        message:
          'This is a binary file (it holds NUL bytes), not a CSV text file. Save the sheet as CSV UTF-8.',
      });
    }
    try {
      const text = decoder.decode(chunk, { stream: true });
      if (head.length < 64 * 1024) head += text.slice(0, 64 * 1024);
    } catch {
      const lenient = new TextDecoder('utf-8').decode(chunk);
      const bad = lenient.indexOf('\uFFFD');
      throw new CsvFileError({
        row: lines + (lenient.slice(0, Math.max(bad, 0)).match(/\n/g)?.length ?? 0) + 1,
        column: null,
        message:
          'This file is not UTF-8 text (wrong encoding). Save the sheet as “CSV UTF-8” and import it again.',
      });
    }
    lines += countNewlines(chunk);
    lastByte = chunk.length > 0 ? chunk[chunk.length - 1]! : lastByte;
  }
  try {
    decoder.decode();
  } catch {
    throw new CsvFileError({
      row: lines + 1,
      column: null,
      message: 'This file is not UTF-8 text (it ends inside a character). Save the sheet as “CSV UTF-8”.',
    });
  }
  if (!sawBytes || head.replace(/^\uFEFF/, '').trim() === '') {
    throw new CsvFileError({ row: 1, column: null, message: 'The file is empty: it needs a header row.' });
  }
  const totalLines = lines + (lastByte === newline ? 0 : 1);
  return { delimiter: detectDelimiter(head), estimatedRows: Math.max(totalLines - 1, 0) };
}

export interface CsvRow<Column extends string> {
  /** The spreadsheet row number (the header is row 1). */
  row: number;
  /** By column; an optional column the header leaves out is absent (not ''), so "keep" reads apart from "empty". */
  cells: Partial<Record<Column, string>>;
  /** Set when the row's cell count differs from the header's; the row cannot be read. */
  problem?: ImportError;
}

function headerProblems<Column extends string>(
  header: string[],
  columns: readonly Column[],
  optional: readonly Column[],
): { index: Map<Column, number>; problem: ImportError | null } {
  const index = new Map<Column, number>();
  const known = new Map(columns.map((column) => [column.toLowerCase(), column]));
  for (const [at, raw] of header.entries()) {
    const name = raw.replace(/^\uFEFF/, '').trim();
    const column = known.get(name.toLowerCase());
    if (!column) {
      return {
        index,
        problem: {
          row: 1,
          column: name,
          message: `Unknown column “${name}”. The columns are: ${columns.join(', ')}.`,
        },
      };
    }
    if (index.has(column)) {
      return { index, problem: { row: 1, column, message: `The column “${column}” appears twice.` } };
    }
    index.set(column, at);
  }
  const missing = columns.find((column) => !index.has(column) && !optional.includes(column));
  return {
    index,
    problem: missing ? { row: 1, column: missing, message: `The header has no “${missing}” column.` } : null,
  };
}

function parseProblem(error: unknown, rowsRead: number): CsvFileError {
  if (!(error instanceof CsvError)) throw error;
  const row = rowsRead + 1;
  const message =
    error.code === 'CSV_MAX_RECORD_SIZE'
      ? `Row ${row} is longer than ${maxCsvRecordBytes / 1024 / 1024} MB (a quote left open?); nothing after it was read.`
      : error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? `A quoted cell that starts on row ${row} is never closed.`
        : `Row ${row} is not well-formed CSV (${error.message.replace(/^Invalid \w+: /, '')}).`;
  return new CsvFileError({ row, column: null, message });
}

/**
 * Streams the rows of a CSV file in batches (memory stays one batch, whatever the file's size):
 * BOM or not, CRLF or LF, quoted cells with delimiters, quotes and line breaks. The header names the
 * columns (any order, any case); a missing required column, an unknown one, or a file that is not
 * well-formed CSV throws `CsvFileError`. Blank rows (no text in any cell) are skipped but keep their row numbers.
 */
export async function* readCsvRows<Column extends string>(
  path: string,
  options: {
    delimiter: Delimiter;
    columns: readonly Column[];
    optional?: readonly Column[];
    batchSize: number;
  },
): AsyncGenerator<CsvRow<Column>[]> {
  const records = csvRecords(path, {
    bom: true,
    delimiter: options.delimiter,
    relax_column_count: true,
    max_record_size: maxCsvRecordBytes,
  });
  let index: Map<Column, number> | null = null;
  let rowsRead = 0;
  let batch: CsvRow<Column>[] = [];
  try {
    for await (const record of records) {
      rowsRead += 1;
      if (!index) {
        const header = headerProblems(record, options.columns, options.optional ?? []);
        if (header.problem) throw new CsvFileError(header.problem);
        index = header.index;
        continue;
      }
      // A blank line, or a row of empty cells (spreadsheets write those after the last row).
      if (record.every((cell) => cell.trim() === '')) continue;
      const cells: Partial<Record<Column, string>> = {};
      for (const column of options.columns) {
        const at = index.get(column);
        if (at !== undefined) cells[column] = unescapeFormula(record[at] ?? '');
      }
      const problem =
        record.length === index.size
          ? undefined
          : {
              row: rowsRead,
              column: null,
              message: `This row has ${record.length} cells but the header has ${index.size}.`,
            };
      batch.push({ row: rowsRead, cells, ...(problem && { problem }) });
      if (batch.length >= options.batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof CsvFileError) throw error;
    throw parseProblem(error, rowsRead);
  }
  if (!index)
    throw new CsvFileError({ row: 1, column: null, message: 'The file is empty: it needs a header row.' });
  if (batch.length > 0) yield batch;
}

/** A CSV writer for `columns` (header first, CRLF, BOM so spreadsheets read UTF-8), text cells escaped. */
export function csvWriter(columns: readonly string[]): Stringifier {
  return stringify({
    header: true,
    columns: [...columns],
    bom: true,
    record_delimiter: 'windows',
    ...safeCsvCells,
  });
}
