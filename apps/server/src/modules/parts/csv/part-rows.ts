import {
  csvListSeparator,
  csvPriceBreakSeparator,
  fitmentEntryText,
  type ImportError,
  interchangeCellText,
  type PartCsvColumn,
  PartCsvRow,
  partCsvColumns,
  type VehicleCsvColumn,
  VehicleCsvRow,
  vehicleCsvColumns,
  vehicleKey,
} from '@partsmith/contract/catalogue-csv';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Tables } from '../../../db/schema';
import type { CsvRow } from './csv-file';
import type { FitmentPosition, InterchangeNumber } from '@partsmith/contract/part-numbers';
import { jsonList } from '../numbers';

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
  'interchange',
  'gtin',
  'supersedes',
  'replaced_by',
] as const;

type Db = Kysely<Tables> | Transaction<Tables>;

/** These parts' fitment entries as the files write them (`fitmentEntryText`), by vehicle, in one query. */
export async function fitmentByPart(db: Db, partIds: string[]): Promise<Map<string, string[]>> {
  const byPart = new Map<string, string[]>();
  if (partIds.length === 0) return byPart;
  const rows = await db
    .selectFrom('part_vehicle')
    .innerJoin('vehicle', 'vehicle.id', 'part_vehicle.vehicle_id')
    .select([
      'part_vehicle.part_id',
      'vehicle.make',
      'vehicle.model',
      'vehicle.year',
      'vehicle.engine',
      'part_vehicle.position',
      'part_vehicle.quantity_per_vehicle',
      'part_vehicle.conditions',
    ])
    .where('part_vehicle.part_id', 'in', partIds)
    .orderBy('vehicle.make')
    .orderBy('vehicle.model')
    .orderBy('vehicle.year')
    .orderBy('vehicle.engine')
    .execute();
  for (const row of rows) {
    const list = byPart.get(row.part_id) ?? [];
    list.push(
      fitmentEntryText({
        vehicleKey: vehicleKey({ ...row, year: Number(row.year) }),
        position: row.position as FitmentPosition | null,
        quantityPerVehicle: row.quantity_per_vehicle === null ? null : Number(row.quantity_per_vehicle),
        conditions: row.conditions,
      }),
    );
    byPart.set(row.part_id, list);
  }
  return byPart;
}

/** The part numbers of these part ids (the parts named by `replaced_by`), in one query. */
export async function partNumbersOfIds(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('part').select(['id', 'part_number']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.part_number]));
}

/** A stored part row's fields that the file writes as they are stored. */
export function numbersInFile(
  row: {
    oem_numbers: string;
    interchange: string;
    gtin: string | null;
    supersedes: string;
    replaced_by: string | null;
  },
  partNumbers: Map<string, string>,
) {
  return {
    oemNumbers: jsonList<string>(row.oem_numbers).map(String),
    interchange: jsonList<InterchangeNumber>(row.interchange),
    gtin: row.gtin ?? '',
    supersedes: jsonList<string>(row.supersedes).map(String),
    replacedBy: row.replaced_by ? (partNumbers.get(row.replaced_by) ?? '') : '',
  };
}

/** The price breaks of these parts, in cents and by quantity, in one query. */
export async function priceBreaksByPart(db: Db, partIds: string[]) {
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

export { vehicleKey };

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
  interchange: InterchangeNumber[];
  /** '' when none. */
  gtin: string;
  supersedes: string[];
  /** The replacing part's number; '' while current. */
  replacedBy: string;
  /** Fitment entries as the file writes them (`fitmentEntryText`), in the order the part lists them. */
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
    interchange: interchangeCellText(part.interchange),
    gtin: part.gtin,
    supersedes: part.supersedes.join(csvListSeparator),
    replacedBy: part.replacedBy,
  };
}
