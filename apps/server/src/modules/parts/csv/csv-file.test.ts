import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { escapeFormula } from '../../../lib/csv-cells';
import { CsvFileError, csvWriter, detectDelimiter, inspectCsvFile, readCsvRows } from './csv-file';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-csv-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let files = 0;
function saved(content: string | Buffer): string {
  files += 1;
  const file = path.join(dir, `file-${files}.csv`);
  fs.writeFileSync(file, content);
  return file;
}

const columns = ['a', 'b', 'c'] as const;

async function readAll(file: string, optional: (typeof columns)[number][] = []) {
  const facts = await inspectCsvFile(file);
  const rows = [];
  for await (const batch of readCsvRows(file, {
    delimiter: facts.delimiter,
    columns,
    optional,
    batchSize: 2,
  })) {
    rows.push(...batch);
  }
  return { facts, rows };
}

async function fileError(content: string | Buffer) {
  try {
    await readAll(saved(content));
  } catch (error) {
    if (error instanceof CsvFileError) return error.problem;
    throw error;
  }
  throw new Error('the file was read without an error');
}

describe('the CSV format', () => {
  it('detects the delimiter from the header line, outside quotes', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('a;b;c\r\n')).toBe(';');
    expect(detectDelimiter('\uFEFF"a,1";b;c')).toBe(';');
    expect(detectDelimiter('single')).toBe(',');
  });

  it('reads a BOM, CRLF and quoted cells with delimiters, quotes and line breaks, keeping spreadsheet row numbers', async () => {
    const { facts, rows } = await readAll(
      saved('\uFEFFc;A;b\r\n1;"x;y";"say ""hi"""\r\n\r\n3;"two\nlines";z\r\n;;\r\n ; ;\r\n'),
    );
    expect(facts.delimiter).toBe(';');
    expect(rows).toEqual([
      { row: 2, cells: { a: 'x;y', b: 'say "hi"', c: '1' } },
      { row: 4, cells: { a: 'two\nlines', b: 'z', c: '3' } },
    ]);
  });

  it('reads LF files without a BOM, in batches', async () => {
    const { rows } = await readAll(saved('a,b,c\n1,2,3\n4,5,6\n7,8,9'));
    expect(rows.map((row) => row.cells.a)).toEqual(['1', '4', '7']);
    expect(rows.map((row) => row.row)).toEqual([2, 3, 4]);
  });

  it('flags a row whose cell count differs from the header', async () => {
    const { rows } = await readAll(saved('a,b,c\n1,2\n'));
    expect(rows[0]!.problem).toEqual({
      row: 2,
      column: null,
      message: 'This row has 2 cells but the header has 3.',
    });
  });

  it('names a missing column, an unknown column and an optional column left out', async () => {
    expect(await fileError('a,c\n1,2\n')).toEqual({
      row: 1,
      column: 'b',
      message: 'The header has no “b” column.',
    });
    expect(await fileError('a,b,c,colour\n')).toMatchObject({ row: 1, column: 'colour' });
    const { rows } = await readAll(saved('a,c\n1,2\n'), ['b']);
    expect(rows[0]!.cells).toEqual({ a: '1', c: '2' });
  });

  it('refuses a binary file, a file in another encoding and an empty file, naming the line', async () => {
    expect(
      await fileError(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00])),
    ).toMatchObject({
      row: 3,
      column: null,
      message: expect.stringContaining('binary file'),
    });
    const latin1 = Buffer.from('a,b,c\n1,2,3\nCitro\xebn,2,3\n', 'latin1');
    expect(await fileError(latin1)).toMatchObject({ row: 3, message: expect.stringContaining('not UTF-8') });
    expect(await fileError('')).toMatchObject({ row: 1, message: expect.stringContaining('empty') });
  });

  it('refuses a 10 MB line without reading on, naming its row', async () => {
    const problem = await fileError(`a,b,c\n1,2,3\n1,2,"${'x'.repeat(10 * 1024 * 1024)}"\n`);
    expect(problem).toMatchObject({
      row: 3,
      column: null,
      message: expect.stringContaining('longer than 1 MB'),
    });
  });

  it('refuses a quote left open', async () => {
    expect(await fileError('a,b,c\n1,2,"3\n4,5,6\n')).toMatchObject({
      row: 2,
      message: expect.stringContaining('never closed'),
    });
  });

  it('escapes cells a spreadsheet would run as formulas, and reading undoes it', async () => {
    expect(['=1+1', '+1', '-x', '@SUM(A1)', '\tx', "'=x", '-5', '12.5', 'plain'].map(escapeFormula)).toEqual([
      "'=1+1",
      "'+1",
      "'-x",
      "'@SUM(A1)",
      "'\tx",
      "''=x",
      '-5',
      '12.5',
      'plain',
    ]);
    const records = [
      { a: '=HYPERLINK("http://evil")', b: '+1', c: "'=x" },
      { a: 'x,y', b: 'line\nbreak', c: '"quoted"' },
      { a: 'x;=1+1;y', b: 'a\t-1,\uFF1D2', c: "p;'q" },
    ];
    const csv = (await buffer(Readable.from(records).pipe(csvWriter(columns)))).toString('utf8');
    expect(csv.startsWith('\uFEFFa,b,c\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")",'+1,''=x\r\n"x,y","line\nbreak","""quoted"""\r\n`);
    expect(csv).toContain(`"x;'=1+1;y","a\t'-1,'\uFF1D2","p;''q"\r\n`);
    const { rows } = await readAll(saved(csv));
    expect(rows.map((row) => row.cells)).toEqual(records);
  });
});
