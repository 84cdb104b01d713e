/**
 * Catalogue import and export (issue 14); the layout is documented in docs/catalogue-csv.md.
 *
 * - `GET /api/part/export.csv` (admin) → the whole catalogue, one part a row, in `partCsvColumns`.
 * - `POST /api/part/import?dryRun=&skipInvalid=&createVehicles=&createCategories=` (admin, multipart
 *   field `file`) → `ImportReport`, or 202 `ImportAccepted` for a long file, followed with
 *   `GET /api/part/import/{jobId}` → `ImportJob`. One import at a time (409 otherwise).
 * - `GET /api/vehicle/export.csv` and `POST /api/vehicle/import` the same way, in `vehicleCsvColumns`.
 *
 * Rows match existing parts by `partNumber` in its normalised form, so importing an export changes nothing.
 */
import { z } from 'zod';
import { Id, maxUnits } from './common';
import { CreatePart } from './parts';
import {
  FitmentConditions,
  FitmentPosition,
  gtinProblem,
  InterchangeNumber,
  isValidGtin,
  maxInterchangeNumbers,
  QuantityPerVehicle,
} from './part-numbers';
import { type PriceBreak, PriceBreakList, priceBreaksProblem } from './pricing';
import { maxVehicleYear, minVehicleYear } from './vehicles';

/** The part columns, in file order: the one place a column is added. */
export const partCsvColumns = [
  'partNumber',
  'name',
  'category',
  'minOrderQuantity',
  'availableQuantity',
  'price',
  'description',
  'oemNumbers',
  'fitment',
  'image',
  'priceBreaks',
  'stockAtExport',
  'interchange',
  'gtin',
  'supersedes',
  'replacedBy',
] as const;
export type PartCsvColumn = (typeof partCsvColumns)[number];

/**
 * Columns a file may leave out: an empty or missing `image` keeps the current picture; a missing
 * `priceBreaks` column keeps the current breaks (an empty cell removes them); `stockAtExport` is the
 * stock the export saw (see PartCsvRow).
 */
export const optionalPartCsvColumns: readonly PartCsvColumn[] = [
  'image',
  'priceBreaks',
  'stockAtExport',
  'interchange',
  'gtin',
  'supersedes',
  'replacedBy',
];

export const vehicleCsvColumns = ['make', 'model', 'year', 'engine'] as const;
export type VehicleCsvColumn = (typeof vehicleCsvColumns)[number];

/** Inside a cell: OEM numbers and fitment vehicles are `;`-separated, a vehicle's fields `|`-separated. */
export const csvListSeparator = ';';
export const csvVehicleSeparator = '|';
/** Inside a price break: `minQuantity:price` (`50:9.50;100:9.00`). */
export const csvPriceBreakSeparator = ':';

/** The largest upload, and the longest single row (a longer one is refused, not buffered). */
export const maxImportBytes = 64 * 1024 * 1024;
/** The largest ACES XML upload (`POST /api/fitment/import/aces`); it is read streaming, in bounded memory. */
export const maxAcesBytes = 512 * 1024 * 1024;
export const maxCsvRecordBytes = 1024 * 1024;
/** The most row errors one report lists (`errorCount` has them all). */
export const maxReportedErrors = 200;

/** A cell holding a number: empty stays empty (so "required" reads right), anything else must parse. */
const numberCell = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    // Text that is no number stays text, so the message says "must be a number".
    return text === '' ? undefined : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : text;
  }, schema);

const listCell = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(csvListSeparator)
            .map((entry) => entry.trim())
            .filter((entry) => entry !== '')
        : value,
    z.array(item).max(max, message),
  );

const vehicleFields = {
  make: z.string().trim().min(1, 'make is required').max(60, 'make is too long (60 characters at most)'),
  model: z.string().trim().min(1, 'model is required').max(60, 'model is too long (60 characters at most)'),
  year: numberCell(
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'year is required' : 'year must be a number'),
      })
      .int('year must be a whole number')
      .min(minVehicleYear, `year must be at least ${minVehicleYear}`)
      .max(maxVehicleYear, `year must be at most ${maxVehicleYear}`),
  ),
  engine: z
    .string()
    .trim()
    .min(1, 'engine is required')
    .max(60, 'engine is too long (60 characters at most)'),
};

/** One row of the vehicles file. */
export const VehicleCsvRow = z.object(vehicleFields);
export type VehicleCsvRow = z.infer<typeof VehicleCsvRow>;

/** A fitment entry checked with VehicleCsvRow: the vehicle, or why it is not one. */
function readVehicle(text: string): VehicleCsvRow | string {
  const parts = text.split(csvVehicleSeparator).map((part) => part.trim());
  const parsed =
    parts.length === 4
      ? VehicleCsvRow.safeParse({ make: parts[0], model: parts[1], year: parts[2], engine: parts[3] })
      : null;
  if (parsed?.success) return parsed.data;
  return `“${text}” is not a vehicle written make|model|year|engine${parsed ? ` (${parsed.error.issues[0]!.message})` : ''}`;
}

/** A vehicle as the files write it: `make|model|year|engine`. */
export function vehicleKey(vehicle: { make: string; model: string; year: number; engine: string }): string {
  return (
    keyOfRead.get(vehicle) ??
    [vehicle.make, vehicle.model, vehicle.year, vehicle.engine].join(csvVehicleSeparator)
  );
}

/**
 * The same few thousand vehicles come back in every row of a catalogue, so each spelling is checked once
 * and each vehicle is one shared, frozen object that knows its key (a bounded memo of a pure function:
 * the answer for a text never changes). A fitment cell of 20 vehicles then makes no new object.
 */
const readVehicles = new Map<string, VehicleCsvRow | string>();
const vehiclesByKey = new Map<string, VehicleCsvRow>();
const keyOfRead = new WeakMap<object, string>();
function memoVehicle(text: string): VehicleCsvRow | string {
  let known = readVehicles.get(text);
  if (known === undefined) {
    if (readVehicles.size >= 20_000) {
      readVehicles.clear();
      vehiclesByKey.clear();
    }
    known = readVehicle(text);
    if (typeof known !== 'string') {
      const key = vehicleKey(known);
      const same = vehiclesByKey.get(key);
      if (same) known = same;
      else {
        Object.freeze(known);
        keyOfRead.set(known, key);
        vehiclesByKey.set(key, known);
      }
    }
    readVehicles.set(text, known);
  }
  return known;
}

/** The most vehicles one part's fitment cell may name. */
const maxFitmentVehicles = 500;

/** A fitment cell's entry: a vehicle and, when the entry writes them, its qualifiers. */
export interface FitmentCsvEntry {
  vehicle: VehicleCsvRow;
  position: FitmentPosition | null;
  quantityPerVehicle: number | null;
  conditions: string | null;
}

/**
 * A fitment entry as the files write it: `make|model|year|engine`, followed by `|position|quantity|
 * conditions` when any of them is set (`Toyota|Corolla|2018|1.8 L 2ZR-FE|front|2|with A/C`).
 */
export function fitmentEntryText(entry: Omit<FitmentCsvEntry, 'vehicle'> & { vehicleKey: string }): string {
  if (!entry.position && !entry.quantityPerVehicle && !entry.conditions) return entry.vehicleKey;
  return [
    entry.vehicleKey,
    entry.position ?? '',
    entry.quantityPerVehicle ?? '',
    entry.conditions ?? '',
  ].join(csvVehicleSeparator);
}

/** The qualifiers after a fitment entry's vehicle, or why they are not. */
function readQualifiers(fields: string[]): Omit<FitmentCsvEntry, 'vehicle'> | string {
  const [position = '', quantity = '', conditions = ''] = fields;
  const parsedPosition = position === '' ? null : FitmentPosition.safeParse(position.toLowerCase());
  if (parsedPosition && !parsedPosition.success) return parsedPosition.error.issues[0]!.message;
  const parsedQuantity = quantity === '' ? null : QuantityPerVehicle.safeParse(Number(quantity));
  if (parsedQuantity && !parsedQuantity.success) return parsedQuantity.error.issues[0]!.message;
  const parsedConditions = FitmentConditions.safeParse(conditions);
  if (!parsedConditions.success) return parsedConditions.error.issues[0]!.message;
  return {
    position: parsedPosition?.data ?? null,
    quantityPerVehicle: parsedQuantity?.data ?? null,
    conditions: parsedConditions.data || null,
  };
}

/**
 * A `fitment` cell: entries `make|model|year|engine[|position|quantity|conditions]`, `;`-separated, each
 * vehicle at most once (the same vehicle however spelled is the same object, so a Set of them finds repeats).
 */
const fitmentCell = z.string().transform((text, ctx): FitmentCsvEntry[] => {
  const entries: FitmentCsvEntry[] = [];
  for (const entry of text.split(csvListSeparator)) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const fields = trimmed.split(csvVehicleSeparator);
    const vehicle =
      fields.length > 7
        ? `“${trimmed}” has more than 7 fields`
        : memoVehicle(fields.slice(0, 4).join(csvVehicleSeparator));
    const qualifiers =
      typeof vehicle === 'string' ? vehicle : readQualifiers(fields.slice(4).map((field) => field.trim()));
    if (typeof vehicle === 'string' || typeof qualifiers === 'string') {
      ctx.addIssue({
        code: 'custom',
        message: typeof vehicle === 'string' ? vehicle : `“${trimmed}”: ${qualifiers as string}`,
      });
      return z.NEVER;
    }
    entries.push({ vehicle, ...qualifiers });
  }
  const problem =
    entries.length > maxFitmentVehicles
      ? `At most ${maxFitmentVehicles} vehicles`
      : new Set(entries.map((entry) => entry.vehicle)).size !== entries.length
        ? 'Each vehicle may appear once'
        : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return entries;
});

/** A part's competitor numbers written `brand:number`, `;`-separated (`TRW:GDB1550;Brembo:P 83 087`). */
const interchangeCell = z
  .string()
  .transform((text, ctx): InterchangeNumber[] => {
    const entries: InterchangeNumber[] = [];
    for (const entry of text
      .split(csvListSeparator)
      .map((value) => value.trim())
      .filter(Boolean)) {
      const at = entry.indexOf(csvPriceBreakSeparator);
      const parsed = InterchangeNumber.safeParse({ brand: entry.slice(0, at), number: entry.slice(at + 1) });
      if (at < 1 || !parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: `“${entry}” is not a competitor number written brand:number${parsed.success ? '' : ` (${parsed.error.issues[0]!.message})`}`,
        });
        return z.NEVER;
      }
      entries.push(parsed.data);
    }
    return entries;
  })
  .pipe(
    z
      .array(InterchangeNumber)
      .max(maxInterchangeNumbers, `At most ${maxInterchangeNumbers} competitor numbers`),
  );

/** Competitor numbers as the `interchange` cell writes them. */
export const interchangeCellText = (entries: InterchangeNumber[]) =>
  entries.map((entry) => `${entry.brand}${csvPriceBreakSeparator}${entry.number}`).join(csvListSeparator);

/** A `priceBreaks` cell: `minQuantity:price` entries, `;`-separated; empty: no breaks. */
const priceBreaksCell = z
  .string()
  .transform((text, ctx): PriceBreak[] => {
    const entries = text
      .split(csvListSeparator)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const breaks: PriceBreak[] = [];
    for (const entry of entries) {
      const match = /^(\d+)\s*:\s*(\d+(?:\.\d+)?)$/.exec(entry);
      if (!match) {
        ctx.addIssue({
          code: 'custom',
          message: `“${entry}” is not a price break written quantity${csvPriceBreakSeparator}price (like 50:9.50)`,
        });
        return z.NEVER;
      }
      breaks.push({ minQuantity: Number(match[1]), price: Number(match[2]) });
    }
    return breaks;
  })
  .pipe(PriceBreakList);

const part = CreatePart.shape;

/** One row of the parts file, as text cells; numbers and lists parse here with the catalogue's own rules. */
export const PartCsvRow = z
  .object({
    partNumber: z.string().trim().min(1, 'Part number is required').pipe(part.partNumber.unwrap()),
    name: part.name,
    category: part.category.unwrap(),
    minOrderQuantity: numberCell(part.minOrderQuantity),
    availableQuantity: numberCell(
      z
        .number({
          error: (issue) =>
            issue.input === undefined
              ? 'Available quantity is required'
              : 'Available quantity must be a number',
        })
        .int('Available quantity must be a whole number')
        .min(0, 'Available quantity cannot be negative')
        .max(maxUnits, 'Available quantity is too large'),
    ),
    price: numberCell(part.price),
    description: part.description,
    oemNumbers: listCell(part.oemNumbers.unwrap().element, 30, 'At most 30 OEM numbers'),
    fitment: fitmentCell,
    /** Missing column: the part's numbers of that kind stay as they are (as with every optional column). */
    interchange: interchangeCell.optional(),
    gtin: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => value === '' || isValidGtin(value), gtinProblem)
      .optional(),
    supersedes: listCell(part.supersedes.unwrap().element, 20, 'At most 20 superseded numbers').optional(),
    /** The part number of the part replacing this one; empty: current. */
    replacedBy: z.string().trim().max(40, 'replacedBy is too long').optional(),
    image: z.string().trim().max(500, 'image is too long').optional(),
    /** Missing column: the breaks stay as they are. */
    priceBreaks: priceBreaksCell.optional(),
    /**
     * The stock when the file was exported. While it is there, an import never sets back the orders placed
     * since: a row whose availableQuantity still equals it leaves the stock alone, and a row that changes
     * the stock of a part whose stock moved since the export is refused (export again, or empty the cell
     * to set the stock anyway). Empty or missing: availableQuantity is the new stock.
     */
    stockAtExport: numberCell(
      z
        .number({ error: 'stockAtExport must be a number' })
        .int('stockAtExport must be a whole number')
        .min(0, 'stockAtExport cannot be negative')
        .optional(),
    ),
  })
  .superRefine((row, ctx) => {
    // The breaks against this row's own minimum order and price: the ladder the part will have.
    if (!row.priceBreaks) return;
    const problem = priceBreaksProblem(row.priceBreaks, {
      minOrderQuantity: row.minOrderQuantity,
      price: row.price,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: ['priceBreaks'], message: problem });
  });
export type PartCsvRow = z.infer<typeof PartCsvRow>;

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { message: 'Use true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

/** The import's switches, in the query string. */
export const ImportQuery = z.object({
  /** Check and count only; nothing is written. Default true: an apply is asked for explicitly. */
  dryRun: flag(true),
  /** Write the valid rows and skip the others (default: any error writes nothing). */
  skipInvalid: flag(false),
  /** Create the vehicles named in `fitment` that do not exist yet (default), or refuse those rows. */
  createVehicles: flag(true),
  /** Accept categories the catalogue does not have yet (default), or refuse those rows. */
  createCategories: flag(true),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

/** One refused row: `row` counts the header as row 1, like a spreadsheet; `column` is null for the whole row or file. */
export const ImportError = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportError>;

/** A sample change, for the dry run's preview. */
export const ImportChange = z.object({
  row: z.number().int(),
  kind: z.enum(['created', 'updated']),
  /** The part number, or the vehicle as `make|model|year|engine`. */
  key: z.string(),
  /** The columns that change (all of them for a new row). */
  columns: z.array(z.string()),
});
export type ImportChange = z.infer<typeof ImportChange>;

export const ImportReport = z.object({
  dryRun: z.boolean(),
  /** True when the rows were written (false for a dry run, or when errors stopped the apply). */
  applied: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Vehicles named in fitment that the import creates (parts import only). */
  vehiclesCreated: z.number().int(),
  /** The first `maxReportedErrors` errors, in row order. */
  errors: z.array(ImportError),
  errorCount: z.number().int(),
  /** The first few changes. */
  changes: z.array(ImportChange),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const ImportAccepted = z.object({ jobId: Id });
export type ImportAccepted = z.infer<typeof ImportAccepted>;
/** What POST …/import answers: the report (200), or the job that will write it (202). */
export const ImportAnswer = z.union([ImportReport, ImportAccepted]);

export const ImportJobState = z.enum(['running', 'done', 'failed']);
export const ImportJob = z.object({
  jobId: Id,
  state: ImportJobState,
  /** Rows handled so far out of `total` (about the file's lines). */
  processed: z.number().int(),
  total: z.number().int(),
  /** The final report once the job is done; a failed job's report says why. */
  report: ImportReport.nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportJobParams = z.object({ jobId: Id });

/**
 * `POST /api/fitment/import/aces` (admin, multipart field `file`): an ACES 3.x/4.x XML file of fitment,
 * checked (dryRun, the default) or applied like a CSV import; the report counts fitment rows created,
 * updated and unchanged and names each App's problems (`column`: vehicle, part, duplicate, overlap,
 * position, qty, note; `row`: the App's ordinal in the file). `GET /api/fitment/import/aces/{jobId}`
 * follows a long one; `GET /api/fitment/export.xml` (admin) answers our fitment as ACES 4.2.
 */
export const AcesImportQuery = ImportQuery.pick({ dryRun: true, skipInvalid: true });
export type AcesImportQuery = z.infer<typeof AcesImportQuery>;
