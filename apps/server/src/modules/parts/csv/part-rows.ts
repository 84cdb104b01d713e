import {
  csvListSeparator,
  csvPriceBreakSeparator,
  type ImportError,
  type PartCsvColumn,
  PartCsvRow,
  partCsvColumns,
  type VehicleCsvColumn,
  VehicleCsvRow,
  vehicleCsvColumns,
} from '@partsmith/contract/catalogue-csv';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Tables } from '../../../db/schema';
import type { CsvRow } from './csv-file';

/** The part columns a CSV row is written from and compared with. */
export const csvPartColumns = [
  'id',
  'part_number',
  'part_number_key',
  'name',
  'category',
  'min_order_quantity',
  'available_quantity',
  'price_cents',
  'description',
  'image_large',
  'oem_numbers',
] as const;

/** The price breaks of these parts, in cents and by quantity, in one query. */
export async function priceBreaksByPart(db: Kysely<Tables> | Transaction<Tables>, partIds: string[]) {
  const byPart = new Map<string, PartInFile['priceBreaks']>();
  if (partIds.length === 0) return byPart;
  const rows = await db
    .selectFrom('part_price_break')
    .select(['part_id', 'min_quantity', 'price_cents'])
    .where('part_id', 'in', partIds)
    .orderBy('part_id')
    .orderBy('min_quantity')
    .execute();
  for (const row of rows) {
    const list = byPart.get(row.part_id) ?? [];
    list.push({ minQuantity: row.min_quantity, priceCents: row.price_cents });
    byPart.set(row.part_id, list);
  }
  return byPart;
}

export { vehicleKey } from '@partsmith/contract/catalogue-csv';

/** The zod issues of one row as import errors, each on the column it is about. */
function rowErrors<Column extends string>(row: number, columns: readonly Column[], error: z.ZodError) {
  const seen = new Set<string>();
  const errors: ImportError[] = [];
  for (const issue of error.issues) {
    const column = String(issue.path[0] ?? '');
    if (seen.has(column)) continue;
    seen.add(column);
    errors.push({
      row,
      column: (columns as readonly string[]).includes(column) ? column : null,
      message: issue.message,
    });
  }
  return errors;
}

export type RowResult<T> =
  { ok: true; row: number; value: T } | { ok: false; row: number; errors: ImportError[] };

export function validatePartRow(row: CsvRow<PartCsvColumn>): RowResult<PartCsvRow> {
  if (row.problem) return { ok: false, row: row.row, errors: [row.problem] };
  const parsed = PartCsvRow.safeParse(row.cells);
  return parsed.success
    ? { ok: true, row: row.row, value: parsed.data }
    : { ok: false, row: row.row, errors: rowErrors(row.row, partCsvColumns, parsed.error) };
}

export function validateVehicleRow(row: CsvRow<VehicleCsvColumn>): RowResult<VehicleCsvRow> {
  if (row.problem) return { ok: false, row: row.row, errors: [row.problem] };
  const parsed = VehicleCsvRow.safeParse(row.cells);
  return parsed.success
    ? { ok: true, row: row.row, value: parsed.data }
    : { ok: false, row: row.row, errors: rowErrors(row.row, vehicleCsvColumns, parsed.error) };
}

/** A stored part in the file's terms, for export and for telling what an import row changes. */
export interface PartInFile {
  partNumber: string;
  name: string;
  category: string;
  minOrderQuantity: number;
  availableQuantity: number;
  priceCents: number;
  description: string;
  oemNumbers: string[];
  /** Vehicle keys, in the order the part lists them. */
  fitment: string[];
  image: string;
  /** By quantity, going up. */
  priceBreaks: { minQuantity: number; priceCents: number }[];
}

/** A part's breaks as the `priceBreaks` cell writes them: `50:9.50;100:9.00`. */
export function priceBreaksCell(breaks: PartInFile['priceBreaks']): string {
  return breaks
    .map((entry) => `${entry.minQuantity}${csvPriceBreakSeparator}${(entry.priceCents / 100).toFixed(2)}`)
    .join(csvListSeparator);
}

/** One CSV record (cells in `partCsvColumns` order) for a part. */
export function partRecord(part: PartInFile): Record<PartCsvColumn, string> {
  return {
    partNumber: part.partNumber,
    name: part.name,
    category: part.category,
    minOrderQuantity: String(part.minOrderQuantity),
    availableQuantity: String(part.availableQuantity),
    price: (part.priceCents / 100).toFixed(2),
    description: part.description,
    oemNumbers: part.oemNumbers.join(csvListSeparator),
    fitment: part.fitment.join(csvListSeparator),
    image: part.image,
    priceBreaks: priceBreaksCell(part.priceBreaks),
    stockAtExport: String(part.availableQuantity),
  };
}
