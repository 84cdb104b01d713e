import { normalizePartNumber } from '@partsmith/contract/parts';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { ImageStore } from '../../lib/images/image-store';
import { storePartImage } from '../../lib/images/part-images';
import { type Database, engineOf, openDatabase, sqliteFile } from '../database';
import { demoParts } from '../seed/demo-catalogue';
import { prerenderedDemoImages } from '../seed/demo-images';
import { demoNumbers } from '../seed/demo-numbers';
import { partColumns } from '../schema';
import { random, type Random } from './random';
import { vehicleList, type VehicleSpec } from './vehicle-list';

export interface CatalogueOptions {
  parts: number;
  /** Fitment rows per part, on average (each part fits a run of consecutive vehicles of one model). */
  fitmentsPerPart: number;
  seed?: number;
}

export interface CatalogueResult {
  parts: number;
  fitments: number;
  numbers: number;
  vehicles: number;
}

interface Kind {
  category: string;
  code: string;
  /** Demo picture (by demo part key) for this kind of part. */
  picture: string;
  types: string[];
  qualifiers: string[];
  materials: string[];
  specs: string[];
}

const kinds: Kind[] = [
  {
    category: 'Brakes',
    code: 'BR',
    picture: 'brake-pads',
    types: [
      'Brake Pad Set',
      'Brake Disc',
      'Brake Caliper',
      'Brake Shoe Set',
      'Brake Hose',
      'Brake Pad Wear Sensor',
      'Brake Drum',
    ],
    qualifiers: ['Front', 'Rear', 'Front Axle', 'Rear Axle'],
    materials: ['Ceramic', 'Semi-Metallic', 'Low-Metallic', 'Vented', 'Coated', 'Slotted'],
    specs: [
      'ECE R90 approved',
      'stable up to 650 °C',
      'with anti-squeal shims',
      'with an acoustic wear indicator',
    ],
  },
  {
    category: 'Filters',
    code: 'FI',
    picture: 'oil-filter',
    types: ['Oil Filter', 'Air Filter', 'Cabin Filter', 'Fuel Filter', 'Transmission Filter'],
    qualifiers: ['Spin-On', 'Cartridge', 'Panel', 'Inline'],
    materials: ['Synthetic Media', 'Cellulose', 'Activated Carbon', 'Glass Fibre'],
    specs: ['with anti-drain-back valve', '99 % efficiency at 20 µm', 'for 15,000 km service intervals'],
  },
  {
    category: 'Ignition',
    code: 'IG',
    picture: 'spark-plugs',
    types: ['Spark Plug', 'Ignition Coil', 'Glow Plug', 'Ignition Lead Set'],
    qualifiers: ['Long-Life', 'Standard', 'Performance'],
    materials: ['Iridium', 'Platinum', 'Nickel', 'Double Platinum'],
    specs: ['pre-gapped', 'resistor type', 'tested at 40 kV'],
  },
  {
    category: 'Engine',
    code: 'EN',
    picture: 'timing-belt-kit',
    types: [
      'Timing Belt Kit',
      'Timing Chain Kit',
      'Water Pump',
      'Head Gasket',
      'V-Ribbed Belt',
      'Engine Mount',
      'Valve Cover Gasket',
    ],
    qualifiers: ['Complete', 'OE-Quality', 'Heavy-Duty'],
    materials: ['HNBR', 'Multi-Layer Steel', 'Rubber-Metal', 'EPDM'],
    specs: ['with tensioner and idler', 'for 120,000 km intervals', 'with fitting instructions'],
  },
  {
    category: 'Suspension & Steering',
    code: 'SU',
    picture: 'shock-absorber',
    types: [
      'Shock Absorber',
      'Control Arm',
      'Coil Spring',
      'Tie Rod End',
      'Stabiliser Link',
      'Strut Mount',
      'Ball Joint',
    ],
    qualifiers: ['Front Left', 'Front Right', 'Rear', 'Front Lower', 'Rear Upper'],
    materials: ['Twin-Tube Gas', 'Mono-Tube', 'Forged Steel', 'Aluminium'],
    specs: ['pre-assembled', 'with bushings fitted', 'TÜV tested'],
  },
  {
    category: 'Transmission & Clutch',
    code: 'TR',
    picture: 'clutch-kit',
    types: ['Clutch Kit', 'Dual-Mass Flywheel', 'Clutch Release Bearing', 'CV Joint', 'Drive Shaft'],
    qualifiers: ['3-Piece', 'Complete', 'Outer', 'Inner'],
    materials: ['Organic Facing', 'Sintered', 'Steel'],
    specs: ['with alignment tool', 'matched to the flywheel', 'grease included'],
  },
  {
    category: 'Electrical',
    code: 'EL',
    picture: 'alternator',
    types: ['Alternator', 'Starter Motor', 'Car Battery', 'ABS Sensor', 'Oxygen Sensor', 'Crankshaft Sensor'],
    qualifiers: ['12 V', 'Remanufactured', 'New', 'Start-Stop'],
    materials: ['AGM', 'EFB', '90 A', '150 A'],
    specs: ['plug-and-play connector', 'tested on the bench', 'two-year warranty'],
  },
  {
    category: 'Lighting',
    code: 'LI',
    picture: 'headlight',
    types: ['Headlight', 'Tail Light', 'Fog Light', 'Headlight Bulb', 'Indicator'],
    qualifiers: ['Left', 'Right', 'Pair'],
    materials: ['LED', 'Halogen H7', 'Xenon D1S', 'Halogen H4'],
    specs: ['E-marked', 'with levelling motor', 'clear lens'],
  },
  {
    category: 'Fuel System',
    code: 'FU',
    picture: 'fuel-pump',
    types: ['Fuel Pump', 'Fuel Injector', 'Fuel Pressure Regulator', 'Fuel Sender Unit'],
    qualifiers: ['In-Tank', 'Inline', 'High-Pressure'],
    materials: ['Electric', 'Piezo', 'Solenoid'],
    specs: ['flow tested', 'with strainer', 'for petrol and E10'],
  },
  {
    category: 'Cooling',
    code: 'CO',
    picture: 'radiator',
    types: ['Radiator', 'Thermostat', 'Coolant Hose', 'Cooling Fan', 'Expansion Tank', 'Intercooler'],
    qualifiers: ['Manual', 'Automatic', 'Upper', 'Lower'],
    materials: ['Aluminium Core', 'Brazed', 'Plastic Tank'],
    specs: ['pressure tested to 1.5 bar', 'with seal', 'direct fit'],
  },
  {
    category: 'Body & Wipers',
    code: 'BO',
    picture: 'wiper-blades',
    types: ['Wiper Blade Set', 'Door Mirror', 'Bonnet Strut', 'Tailgate Strut', 'Window Regulator'],
    qualifiers: ['Front', 'Rear', 'Left', 'Right'],
    materials: ['Flat Beam', 'Heated', 'Electric', 'Gas'],
    specs: ['streak-free rubber', 'direct fit', 'with clips'],
  },
];

/** How the car makers write their numbers: fictitious numbers in each maker's style. */
function oemNumber(rng: Random, make: string): string {
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const letters = (n: number) =>
    Array.from({ length: n }, () => 'ABCDEFGHJKLMNPRSTUVWXZ'[rng.int(0, 21)]).join('');
  switch (make) {
    case 'Toyota':
    case 'Honda':
    case 'Nissan':
    case 'Mazda':
    case 'Subaru':
    case 'Mitsubishi':
      return `${digits(5)}-${digits(2)}${letters(1)}${digits(2)}`;
    case 'Volkswagen':
    case 'Audi':
    case 'Skoda':
    case 'Seat':
      return `${digits(1)}${letters(1)}${digits(1)} ${digits(3)} ${digits(3)} ${letters(1)}`;
    case 'Mercedes-Benz':
      return `A ${digits(3)} ${digits(3)} ${digits(2)} ${digits(2)}`;
    case 'Ford':
      return `${digits(1)}${letters(1)}${digits(2)}-${digits(1)}${letters(1)}${digits(3)}-${letters(2)}`;
    case 'BMW':
      return `${digits(2)} ${digits(2)} ${digits(1)} ${digits(3)} ${digits(3)}`;
    default:
      return `${digits(4)}${letters(1)}${digits(4)}`;
  }
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

interface GeneratedPart {
  row: Record<string, string | number | null>;
  /** Key, kind, brand (a competitor number's). */
  numbers: [string, number, string | null][];
  /** Vehicle id, note, position, quantity per vehicle. */
  fitment: [string, string | null, string | null, number | null][];
}

const competitorBrands = ['TRW', 'Brembo', 'Bosch', 'ATE', 'Febi', 'Valeo'];

/** A GTIN-13 of the generated part `index` (GS1 check digit), unique per part. */
function generatedGtin(index: number): string {
  const base = `20${pad(index, 10)}`;
  let sum = 0;
  for (let at = base.length - 1, weight = 3; at >= 0; at -= 1, weight = 4 - weight)
    sum += Number(base[at]) * weight;
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** Parts one at a time, the same for the same seed and counts. */
function* generateParts(
  options: CatalogueOptions,
  vehicles: VehicleSpec[],
  pictures: Map<string, { large: string; thumbnail: string }>,
) {
  const rng = random(options.seed ?? 12);
  const startedAt = Date.UTC(2025, 0, 1);
  const anyPicture = [...pictures.values()][0]!;
  for (let index = 0; index < options.parts; index += 1) {
    const kind = kinds[rng.int(0, kinds.length - 1)]!;
    const type = rng.pick(kind.types);
    const qualifier = rng.pick(kind.qualifiers);
    const material = rng.pick(kind.materials);
    // A run of consecutive vehicles starting at a random one: one model over consecutive years.
    const count = Math.max(1, Math.round(options.fitmentsPerPart * (0.5 + rng.next())));
    const start = rng.int(0, vehicles.length - 1);
    const fits = vehicles.slice(start, start + count);
    const first = fits[0]!;
    const last = fits[fits.length - 1]!;
    const years =
      first.year === last.year
        ? `${first.year}`
        : `${Math.min(first.year, last.year)}–${Math.max(first.year, last.year)}`;
    const name = `${material} ${qualifier} ${type} for ${first.make} ${first.model} ${years}`.slice(0, 120);
    const partNumber = `PS-${kind.code}-${pad(100000 + index, 6)}`;
    const oemNumbers = Array.from({ length: rng.int(1, 3) }, () =>
      oemNumber(rng, rng.next() < 0.8 ? first.make : rng.pick(vehicles).make),
    );
    const picture = pictures.get(kind.picture) ?? anyPicture;
    const at = new Date(startedAt + index * 1000).toISOString();
    const spec = rng.pick(kind.specs);
    const note =
      kind.qualifiers.includes('Front') && qualifier.startsWith('Front')
        ? 'front axle'
        : qualifier.startsWith('Rear')
          ? 'rear axle'
          : null;
    // Ids rise with the index (like time-ordered UUIDs), so the link tables' keys are appended in order.
    const id = `${pad(index, 8)}${rng.uuid().slice(8)}`;
    const numbers = new Map<string, [number, string | null]>([[normalizePartNumber(partNumber), [0, null]]]);
    for (const oem of oemNumbers)
      if (!numbers.has(normalizePartNumber(oem))) numbers.set(normalizePartNumber(oem), [1, null]);
    // Competitor numbers, a barcode, and for one part in five an older number it supersedes.
    const interchange = Array.from({ length: rng.int(0, 2) }, () => ({
      brand: rng.pick(competitorBrands),
      number: `${kind.code}${pad(rng.int(0, 99999), 5)}`,
    }));
    for (const entry of interchange)
      if (!numbers.has(normalizePartNumber(entry.number)))
        numbers.set(normalizePartNumber(entry.number), [2, entry.brand]);
    const gtin = generatedGtin(index);
    numbers.set(gtin.padStart(14, '0'), [3, null]);
    const supersedes = rng.int(0, 4) === 0 ? [`PS-${kind.code}-${pad(900000 + index, 6)}`] : [];
    for (const old of supersedes) numbers.set(normalizePartNumber(old), [4, null]);
    const position = /^(Front|Rear|Left|Right)/.exec(qualifier)?.[1]?.toLowerCase() ?? null;
    const perVehicle = position === 'front' || position === 'rear' ? 2 : position ? 1 : null;
    const part: GeneratedPart = {
      row: {
        id,
        name,
        min_order_quantity: rng.pick([1, 1, 2, 4, 5, 10, 20]),
        available_quantity: rng.int(0, 20) === 0 ? 0 : rng.int(20, 5000),
        price_cents: rng.int(299, 89999),
        description:
          `${type} (${qualifier.toLowerCase()}, ${material.toLowerCase()}) for the ${first.make} ${first.model}, ${years}. ` +
          `${spec[0]!.toUpperCase()}${spec.slice(1)}; ${rng.pick(kind.specs.filter((other) => other !== spec))}. ` +
          `Replaces OEM ${oemNumbers.join(', ')}.`,
        image_large: picture.large,
        image_thumbnail: picture.thumbnail,
        created_at: at,
        updated_at: at,
        part_number: partNumber,
        part_number_key: normalizePartNumber(partNumber),
        category: kind.category,
        oem_numbers: JSON.stringify(oemNumbers),
        interchange: JSON.stringify(interchange),
        gtin,
        supersedes: JSON.stringify(supersedes),
        replaced_by: null,
      },
      numbers: [...numbers.entries()].map(([key, [kind, brand]]) => [key, kind, brand]),
      fitment: fits.map((vehicle) => [vehicle.id, note, position, perVehicle]),
    };
    yield part;
  }
}

/** The demo pictures, stored once, by demo part key. */
async function demoPictures(images: ImageStore) {
  const pictures = new Map<string, { large: string; thumbnail: string }>();
  for (const part of demoParts) {
    if (!demoNumbers[part.key]) continue;
    pictures.set(part.key, await storePartImage(images, Buffer.from(part.art()), prerenderedDemoImages));
  }
  return pictures;
}

/** Non-generated orders make the database someone's real data: the generator leaves it alone. */
export const generatedEmailDomain = 'generated.partsmith.invalid';

export async function assertNoRealOrders(database: Database) {
  const row = await database.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', 'not like', `%@${generatedEmailDomain}`)
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  if (count > 0) {
    throw new Error(
      `Refusing to generate: the database holds ${count} order(s) that the generator did not make. ` +
        'Point DATA_DIR / DATABASE_URL at a database for generated data.',
    );
  }
}

/**
 * Replaces the catalogue with `parts` generated parts and about `fitmentsPerPart` fitment rows each,
 * over the vehicle list (added if missing). Deterministic for a seed. Works on its own connection (the
 * schema must be migrated, no server using a SQLite file): one transaction of prepared statements on
 * SQLite, multi-row `unnest` inserts in batches on PostgreSQL.
 */
export async function generateCatalogue(
  databaseUrl: string,
  images: ImageStore,
  options: CatalogueOptions,
): Promise<CatalogueResult> {
  const database = openDatabase(databaseUrl);
  try {
    await assertNoRealOrders(database);
  } finally {
    await database.close();
  }
  const vehicles = vehicleList();
  const pictures = await demoPictures(images);
  const parts = generateParts(options, vehicles, pictures);
  return engineOf(databaseUrl) === 'sqlite'
    ? fillSqlite(databaseUrl, vehicles, parts)
    : fillPostgres(databaseUrl, vehicles, parts);
}

function fillSqlite(
  databaseUrl: string,
  vehicles: VehicleSpec[],
  parts: Generator<GeneratedPart>,
): CatalogueResult {
  const db = new SQLite(sqliteFile(databaseUrl));
  // One big transaction into a database no server is using: a rollback journal (the WAL would write
  // every page twice) without syncs, and a large page cache for the indexes; WAL again at the end.
  db.pragma('busy_timeout = 5000');
  let walLater = false;
  try {
    walLater = db.pragma('journal_mode = DELETE', { simple: true }) === 'delete';
  } catch {
    // Another connection has the file open (a test's server): stay in WAL.
  }
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  db.pragma('foreign_keys = ON');
  const result = { parts: 0, fitments: 0, numbers: 0, vehicles: vehicles.length };
  try {
    const insertVehicle = db.prepare(
      'insert into vehicle (id, make, model, year, engine) values (?, ?, ?, ?, ?) on conflict do nothing',
    );
    const insertPart = db.prepare(
      `insert into part (${partColumns.join(', ')}) values (${partColumns.map(() => '?').join(', ')})`,
    );
    const insertNumber = db.prepare(
      'insert into part_number (number_key, part_id, kind, brand) values (?, ?, ?, ?)',
    );
    const insertFitment = db.prepare(
      `insert into part_vehicle (part_id, vehicle_id, note, position, quantity_per_vehicle, category, part_created_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      // Orders (all generated) keep their item name and price; their part_id becomes null.
      db.prepare('delete from part').run();
      for (const v of vehicles) insertVehicle.run(v.id, v.make, v.model, v.year, v.engine);
      for (const part of parts) {
        insertPart.run(...partColumns.map((column) => part.row[column]));
        for (const [key, kind, brand] of part.numbers) insertNumber.run(key, part.row.id, kind, brand);
        for (const [vehicleId, note, position, perVehicle] of part.fitment)
          insertFitment.run(
            part.row.id,
            vehicleId,
            note,
            position,
            perVehicle,
            part.row.category,
            part.row.created_at,
          );
        result.parts += 1;
        result.numbers += part.numbers.length;
        result.fitments += part.fitment.length;
      }
    })();
    // The bulk insert leaves the full-text indexes in many segments: merged into one, each search
    // reads one b-tree per word instead of dozens.
    db.exec("insert into part_fts (part_fts) values ('optimize')");
    db.exec("insert into part_vocab_fts (part_vocab_fts) values ('optimize')");
    db.exec('analyze');
    if (walLater) db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  return result;
}

async function fillPostgres(
  databaseUrl: string,
  vehicles: VehicleSpec[],
  parts: Generator<GeneratedPart>,
): Promise<CatalogueResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const result = { parts: 0, fitments: 0, numbers: 0, vehicles: vehicles.length };
  const batchSize = 2000;
  try {
    await client.query('begin');
    await client.query('delete from part');
    await client.query(
      `insert into vehicle (id, make, model, year, engine)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) on conflict do nothing`,
      [
        vehicles.map((v) => v.id),
        vehicles.map((v) => v.make),
        vehicles.map((v) => v.model),
        vehicles.map((v) => v.year),
        vehicles.map((v) => v.engine),
      ],
    );
    const types = [
      'text',
      'text',
      'int',
      'int',
      'int',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      'text',
      // interchange, gtin, supersedes, replaced_by
      'text',
      'text',
      'text',
      'text',
    ];
    const flush = async (batch: GeneratedPart[]) => {
      if (batch.length === 0) return;
      await client.query(
        `insert into part (${partColumns.join(', ')})
         select * from unnest(${partColumns.map((_, i) => `$${i + 1}::${types[i]}[]`).join(', ')})`,
        partColumns.map((column) => batch.map((part) => part.row[column])),
      );
      const numbers = batch.flatMap((part) =>
        part.numbers.map(([key, kind, brand]) => [key, part.row.id, kind, brand] as const),
      );
      await client.query(
        `insert into part_number (number_key, part_id, kind, brand)
         select * from unnest($1::text[], $2::text[], $3::int[], $4::text[])`,
        [
          numbers.map((n) => n[0]),
          numbers.map((n) => n[1]),
          numbers.map((n) => n[2]),
          numbers.map((n) => n[3]),
        ],
      );
      const fitment = batch.flatMap((part) =>
        part.fitment.map((entry) => [part.row.id, ...entry, part.row.category, part.row.created_at] as const),
      );
      await client.query(
        `insert into part_vehicle (part_id, vehicle_id, note, position, quantity_per_vehicle, category, part_created_at)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[])`,
        [0, 1, 2, 3, 4, 5, 6].map((column) => fitment.map((f) => f[column])),
      );
      result.parts += batch.length;
      result.numbers += numbers.length;
      result.fitments += fitment.length;
    };
    let batch: GeneratedPart[] = [];
    for (const part of parts) {
      batch.push(part);
      if (batch.length === batchSize) {
        await flush(batch);
        batch = [];
      }
    }
    await flush(batch);
    await client.query('commit');
    // Statistics and the visibility map, so the planner can choose index-only scans at once.
    await client.query('vacuum analyze part, part_number, part_vehicle, vehicle');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  return result;
}
