// Fitment at scale (issue 36): on a generated catalogue (50,000 parts over the 5,621 vehicles of the
// vehicle list), an ACES 4.2 file of 1,000,000 applications written streaming to a temporary file, dry-run
// and applied through the API as the admin while 10 connections search GET /api/part (every search new);
// then GET /api/vehicle/vin/{vin} with never-repeated VINs and the vehicle pages /vehicles/{make}/{model}/
// {year} with never-repeated vehicles, rendered, at 50 connections; and the node:http reference.
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import Database from 'better-sqlite3';
import pg from 'pg';
import { bearer, signInAdmin } from './accounts.mjs';
import { runLoad, startLoad } from './load.mjs';
import { readMemory, settled } from './proc.mjs';
import { loadCells, table } from './report.mjs';
import {
  generate,
  neverRepeated,
  randomSource,
  reference,
  sampleCatalogue,
  searchMakers,
} from './search.mjs';
import { freshPostgresDatabase, startBenchServer } from './server.mjs';
import { measure } from './workloads.mjs';

export const fitmentSize = {
  parts: Number(process.env.BENCH_FITMENT_PARTS ?? 50_000),
  /** Fitment rows per part the generator writes before the import (the file then adds and updates). */
  fitments: Number(process.env.BENCH_FITMENT_GENERATED ?? 4),
  apps: Number(process.env.BENCH_FITMENT_APPS ?? 1_000_000),
};
/** `BENCH_FITMENT_ACES=false`: skip the ACES file, import and reads (VIN lookups and vehicle pages only). */
const acesSteps = process.env.BENCH_FITMENT_ACES !== 'false';
/** One App in this many of each kind is a deliberate problem: unknown vehicle, unknown part, duplicate. */
const problemEvery = 1000;
const readers = {
  connections: Number(process.env.BENCH_FITMENT_READERS ?? 10),
  /** Requests per second per reading connection: the reads measure the import, not their own queue. */
  rate: Number(process.env.BENCH_FITMENT_READ_RATE ?? 10),
};
/**
 * Beside the catalogue reads, a buyer's reads of their own: VIN lookups (read through the server's `db`,
 * where the catalogue reads go through its read connection), never repeated, paced the same way.
 */
const buyerReaders = { connections: 2, rate: readers.rate };
/**
 * Where the buyer reads' VIN serials start: none of the VIN workload's (0–100,000 measured, 200,000–300,000
 * to warm up, at its defaults), and below 1,000,000 (six digits).
 */
const buyerVinSerials = 500_000;
/** What a browser sends about encodings (Chromium's Accept-Encoding). */
const asBrowser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const escapeXml = (/** @type {string} */ value) =>
  value.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);
const byText = (/** @type {string} */ a, /** @type {string} */ b) => (a < b ? -1 : a > b ? 1 : 0);
const seconds = (/** @type {number} */ since) => Number(((performance.now() - since) / 1000).toFixed(1));

/** The catalogue's vehicles and part numbers, and its fitment rows counted, read from the database. */
async function openCatalogue(/** @type {string} */ dataDir, /** @type {string | undefined} */ databaseUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      all: async (/** @type {string} */ sql) => (await client.query(sql)).rows,
      close: () => client.end(),
    };
  }
  const db = new Database(join(dataDir, 'partsmith.sqlite'), { readonly: true });
  return {
    all: async (/** @type {string} */ sql) => db.prepare(sql).all(),
    close: async () => db.close(),
  };
}

/**
 * @typedef {{ id: string, make: string, model: string, year: number, engine: string }} Vehicle
 */

/**
 * The ACES file, written streaming (a thousand Apps at a time, waiting for the disk): part after part,
 * each fitting a run of `perPart` consecutive vehicles (make, model, year, engine order), one vehicle an
 * App. Parts share a PartType (a PCdb-like id) only when their vehicle runs do not meet, so the file holds
 * no overlap by construction; one App in `problemEvery` names an unknown vehicle (its model misspelled),
 * one an unknown part, one repeats the App before it.
 * @param {string} path @param {Vehicle[]} vehicles @param {string[]} partNumbers @param {number} apps
 */
async function writeAcesFile(path, vehicles, partNumbers, apps) {
  const perPart = Math.ceil(apps / partNumbers.length);
  if (perPart > vehicles.length) throw new Error(`${apps} applications need more parts or vehicles`);
  const partsPerType = Math.max(1, Math.floor(vehicles.length / perPart));
  const types = Math.max(500, Math.ceil(partNumbers.length / partsPerType));
  const rng = randomSource(36);
  const out = fs.createWriteStream(path);
  const write = async (/** @type {string} */ text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n' +
      '<Header><Company>Bench Parts Co</Company><TransferDate>2026-11-28</TransferDate></Header>\n',
  );
  let chunk = '';
  let previous = '';
  const problems = { vehicle: 0, part: 0, duplicate: 0 };
  for (let n = 0; n < apps; n += 1) {
    const p = Math.floor(n / perPart);
    const type = p % types;
    const start = (type * 7919 + Math.floor(p / types) * perPart) % vehicles.length;
    const vehicle = /** @type {Vehicle} */ (vehicles[(start + (n % perPart)) % vehicles.length]);
    let part = /** @type {string} */ (partNumbers[p]);
    let model = vehicle.model;
    const problem = (n + 1) % problemEvery;
    if (problem === 333) {
      model = model.slice(0, -1); // "Corolla" → "Corroll": unknown, with a closest match
      problems.vehicle += 1;
    } else if (problem === 666) {
      part = `PS-ZZ-${900000 + n}`;
      problems.part += 1;
    }
    const position = rng.pick(['Front', 'Rear', null, null]);
    const note = rng.int(20) === 0 ? '<Note>with A/C</Note>' : '';
    let body =
      `<Years from="${vehicle.year}" to="${vehicle.year}"/><Make>${escapeXml(vehicle.make)}</Make>` +
      `<Model>${escapeXml(model)}</Model><EngineBase>${escapeXml(vehicle.engine)}</EngineBase>${note}` +
      `<Qty>${position ? 2 : 1}</Qty><PartType id="${10000 + type}"/>` +
      `${position ? `<Position>${position}</Position>` : ''}<Part>${escapeXml(part)}</Part>`;
    if (problem === 0 && previous) {
      body = previous; // the App before, again: a duplicate
      problems.duplicate += 1;
    }
    previous = body;
    chunk += `<App action="A" id="${n + 1}">${body}</App>\n`;
    if (chunk.length > 256 * 1024) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}<Footer><RecordCount>${apps}</RecordCount></Footer>\n</ACES>\n`);
  out.end();
  await finished(out);
  return { perPart, types, problems, bytes: fs.statSync(path).size };
}

/**
 * Posts the file (read from disk as the upload goes) and follows the job to its end, while the readers
 * search (from their first answers on); answers the report, the time, the server's RSS during the step and the reads' figures.
 * @param {{ baseUrl: string, pid: number, memory: { samples: Array<{ at: number, rssMb: number }> } }} server
 * @param {string} token @param {string} path @param {boolean} dryRun
 * @param {import('./load.mjs').LoadRequest[][]} reads  the catalogue reads
 * @param {import('./load.mjs').LoadRequest[][]} vins  the buyer reads
 */
async function runImport(server, token, path, dryRun, reads, vins) {
  // The file goes once every reading connection has had an answer: started together, the reads' own
  // process and connections started on a machine the upload and the server already kept busy, and their
  // first answers waited up to 2 s for that, not for the import.
  const loads = await startedReads(server.baseUrl, reads, vins);
  const startedAt = performance.now();
  const startedAtMs = Date.now();
  const body = new FormData();
  body.append('file', await fs.openAsBlob(path, { type: 'application/xml' }), 'fitment.xml');
  const posted = await fetch(`${server.baseUrl}/api/fitment/import/aces?dryRun=${dryRun}&skipInvalid=true`, {
    method: 'POST',
    headers: bearer(token),
    body,
  });
  const uploadSeconds = seconds(startedAt);
  if (posted.status !== 202 && posted.status !== 200)
    throw new Error(`the ACES import answered ${posted.status}: ${await posted.text()}`);
  let job = posted.status === 200 ? { state: 'done', report: await posted.json() } : null;
  const jobId = job ? null : (await posted.json()).jobId;
  while (!job || job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await (
      await fetch(`${server.baseUrl}/api/fitment/import/aces/${jobId}`, { headers: bearer(token) })
    ).json();
  }
  const stepSeconds = seconds(startedAt);
  const { read, vinReads } = await loads.stop();
  const rssMb = Math.round(
    Math.max(0, ...server.memory.samples.filter((s) => s.at >= startedAtMs).map((s) => s.rssMb)),
  );
  if (job.state !== 'done') throw new Error(`the ACES job ended ${job.state}: ${JSON.stringify(job.report)}`);
  const { rows, created, updated, unchanged, errorCount, applied, errors } = job.report;
  const kinds = /** @type {Record<string, number>} */ ({});
  for (const error of errors) kinds[error.column ?? 'file'] = (kinds[error.column ?? 'file'] ?? 0) + 1;
  return {
    seconds: stepSeconds,
    uploadSeconds,
    rssMb,
    peakRssMb: Math.round(readMemory(server.pid)?.peakMb ?? 0),
    reads: { ...read, distinct: reads.reduce((sum, list) => sum + list.length, 0) },
    vinReads,
    report: { rows, created, updated, unchanged, errorCount, applied, listedErrorKinds: kinds },
  };
}

/**
 * The catalogue reads and the buyer reads, paced, once each has had an answer on every connection;
 * `stop` answers both loads' figures.
 * @param {string} baseUrl @param {import('./load.mjs').LoadRequest[][]} reads
 * @param {import('./load.mjs').LoadRequest[][]} vins
 */
async function startedReads(baseUrl, reads, vins) {
  const load = startLoad({ url: baseUrl, roles: reads, ...pace(readers) });
  const buyerLoad = startLoad({ url: baseUrl, roles: vins, ...pace(buyerReaders) });
  await Promise.all([load.started, buyerLoad.started]);
  return {
    async stop() {
      const [read, vinReads] = await Promise.all([load.stop(), buyerLoad.stop()]);
      return { read, vinReads };
    },
  };
}

/** A load plan's connections and pace. @param {{ connections: number, rate: number }} readers */
const pace = ({ connections, rate }) => ({ connections, connectionRate: rate });

/**
 * A reading load of `seconds` on an idle server, for the reads' figures without an import beside them:
 * measured like the reads during an import, from every connection's first answer on.
 */
async function idleReads(
  /** @type {string} */ baseUrl,
  /** @type {any} */ reads,
  /** @type {any} */ vins,
  /** @type {number} */ s,
) {
  const loads = await startedReads(baseUrl, reads, vins);
  await new Promise((resolve) => setTimeout(resolve, s * 1000));
  const { read, vinReads } = await loads.stop();
  return {
    ...read,
    vinReads,
    distinct: reads.reduce((/** @type {number} */ sum, /** @type {any[]} */ list) => sum + list.length, 0),
  };
}

// VINs: the check digit of 49 CFR 565.15(c), written here again so the bench checks the server's own.
const vinCharacters = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const vinLetterValues = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const vinWeights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const vinValue = (/** @type {string} */ c) =>
  /\d/.test(c) ? Number(c) : Number(vinLetterValues[vinLetterValues.indexOf(c) + 1]);
const checkDigit = (/** @type {string} */ vin) => {
  const sum = [...vin].reduce((total, c, i) => total + vinValue(c) * (vinWeights[i] ?? 0), 0) % 11;
  return sum === 10 ? 'X' : String(sum);
};
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/**
 * World manufacturer identifiers the decoder knows (apps/server/src/modules/vehicles/vin/makers.ts), a
 * few per make, and VIN starts it reads a model from; the first requests check each decodes to its make.
 */
const knownWmis = /** @type {Array<[string, string]>} */ (
  [
    ['Toyota', 'JTD 2T1 4T1 5YF SB1'],
    ['Volkswagen', 'WVW WVG 3VW'],
    ['Ford', '1FA 1FM 1FT WF0'],
    ['Honda', 'JHM 1HG 2HG 19X'],
    ['BMW', 'WBA 5UX'],
    ['Mercedes-Benz', 'WDD W1K'],
    ['Audi', 'WAU WA1'],
    ['Nissan', 'JN1 1N4'],
    ['Hyundai', 'KMH KM8'],
    ['Kia', 'KNA 5XY'],
    ['Renault', 'VF1'],
    ['Peugeot', 'VF3'],
    ['Skoda', 'TMB'],
    ['Mazda', 'JM1'],
    ['Subaru', 'JF1'],
    ['Chevrolet', '1G1'],
    ['Volvo', 'YV1'],
    ['Tesla', '5YJ'],
  ].flatMap(([make, wmis]) => wmis.split(' ').map((wmi) => [wmi, make]))
);
const modelStarts = ['2T1BU', '5YFBU', '1HGCM', '2HGFC', '19XFC', '1FTFW', '1FA6P8', 'KM8J', 'KM8K', '5YJ3'];

/**
 * VIN number `n` (its serial, positions 12–17, is n < 1,000,000: never repeated): nine in ten valid for a model year
 * 2005–2025 (position 7 a letter from 2010, as the rule wants), a third of them starting with a model
 * code; one in ten invalid: a wrong check digit (answered 200, `valid: false`; a VIN of the wrong
 * shape, with an I, O or Q, answers 400 by design, ADR 0036, and is left out so non-2xx stays 0). @param {number} n
 * @param {ReturnType<typeof randomSource>} r
 */
function vinNumber(n, r) {
  const any = () => r.pick([...vinCharacters]);
  const [wmi, make] = r.pick(knownWmis);
  const start = r.int(3) === 0 ? r.pick(modelStarts) : wmi;
  const year = 2005 + r.int(21);
  const seventh = year >= 2010 ? r.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ']) : String(r.int(10));
  const vds = (start + any() + any() + any() + any() + any()).slice(0, 6) + seventh + any();
  const rest = `${yearCodes[(year - 1980) % 30]}${any()}${String(n).padStart(6, '0')}`;
  const vin = `${vds}${checkDigit(`${vds}0${rest}`)}${rest}`;
  const kind = r.int(10);
  if (kind === 0) {
    const wrong = vin[8] === '0' ? '1' : '0';
    return { vin: `${vin.slice(0, 8)}${wrong}${vin.slice(9)}`, valid: false, make };
  }
  return { vin, valid: true, make: start === wmi ? make : undefined };
}

/** Distinct VIN paths per connection, from serials starting at `from`. */
function vinRequests(
  /** @type {number} */ connections,
  /** @type {number} */ count,
  /** @type {number} */ from,
) {
  const r = randomSource(from);
  return Array.from({ length: connections }, (_, c) =>
    Array.from({ length: count }, (_, i) => ({
      method: 'GET',
      path: `/api/vehicle/vin/${vinNumber(from + i * connections + c, r).vin}`,
    })),
  );
}

/** Asks `count` VINs one by one: the valid ones must be valid (with their make), the invalid ones not. */
async function checkVins(/** @type {string} */ baseUrl, count = 300) {
  const r = randomSource(9);
  const tally = { asked: count, validRight: 0, invalidRight: 0, makeRight: 0, withVehicles: 0, wrong: 0 };
  for (let i = 0; i < count; i += 1) {
    const expected = vinNumber(900_000 + i, r);
    const answer = await (await fetch(`${baseUrl}/api/vehicle/vin/${expected.vin}`)).json();
    if (answer.valid !== expected.valid) tally.wrong += 1;
    else if (expected.valid) tally.validRight += 1;
    else tally.invalidRight += 1;
    if (expected.valid && expected.make && answer.make === expected.make) tally.makeRight += 1;
    if (answer.vehicles?.length > 0) tally.withVehicles += 1;
  }
  if (tally.wrong > 0) throw new Error(`VIN lookups disagreed with the bench: ${JSON.stringify(tally)}`);
  return tally;
}

/** Body bytes and status of one GET as sent (no decompression). @param {string} url @param {Record<string, string>} headers */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * Every vehicle page of the catalogue: each make, model and year, and each with an engine chosen
 * (`?engine=`, part of the page's canonical address), in a seeded random order.
 * @param {Vehicle[]} vehicles
 */
function vehiclePagePaths(vehicles) {
  const enc = encodeURIComponent;
  const paths = new Set();
  for (const v of vehicles) {
    const page = `/vehicles/${enc(v.make)}/${enc(v.model)}/${v.year}`;
    paths.add(page);
    paths.add(`${page}?engine=${v.id}`);
  }
  const r = randomSource(11);
  const list = [...paths];
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = r.int(i + 1);
    [list[i], list[j]] = [/** @type {string} */ (list[j]), /** @type {string} */ (list[i])];
  }
  return list;
}

/** Splits paths among connections, as GETs asked the way a browser asks. @param {string[]} paths @param {number} connections */
const perConnection = (paths, connections) =>
  Array.from({ length: connections }, (_, c) =>
    paths
      .filter((_, i) => i % connections === c)
      .map((path) => ({ method: 'GET', path, headers: asBrowser })),
  );

/**
 * Load with never-repeated requests: the warm-up asks its own requests, so the measured ones are new to
 * the server (measure()'s warm-up would ask the measured list first).
 * @param {string} label @param {{ baseUrl: string, pid: number }} server @param {any} settings
 * @param {any[][]} warm @param {any[][]} measured
 */
async function measureNew(label, server, settings, warm, measured) {
  const common = { url: server.baseUrl, connections: settings.connections };
  if (settings.warmupSeconds > 0)
    await runLoad({ ...common, roles: warm, durationSeconds: settings.warmupSeconds });
  const row = await measure(
    label,
    { ...common, roles: measured, durationSeconds: settings.durationSeconds },
    { warmupSeconds: 0, pid: server.pid },
  );
  return { ...row, distinct: measured.reduce((sum, list) => sum + list.length, 0) };
}

/**
 * One engine: server, generated catalogue, the ACES file, dry run and apply with reads, the rows counted,
 * VIN lookups, vehicle pages and the node:http reference.
 * @param {'sqlite' | 'postgres'} engine @param {any} settings @param {{ databaseUrl?: string }} options
 */
export async function benchFitment(engine, settings, { databaseUrl } = {}) {
  const database = engine === 'postgres' && databaseUrl ? await freshPostgresDatabase(databaseUrl) : null;
  const server = await startBenchServer({
    databaseUrl: database?.url,
    logName: `server-fitment-${engine}`,
    // Every vehicle page is new: none may fall back to the browser-rendered shell (issue 31's limit).
    env: { PAGE_RENDER_RATE_LIMIT: '100000000' },
  });
  const file = join(os.tmpdir(), `partsmith-bench-aces-${process.pid}-${engine}.xml`);
  try {
    console.log(
      `\n${engine}: fitment — db:generate ${fitmentSize.parts} parts, ${fitmentSize.fitments} fitments each…`,
    );
    const generated = generate(
      { DATA_DIR: server.dataDir, ...(database ? { DATABASE_URL: database.url } : {}) },
      fitmentSize.parts,
      fitmentSize.fitments,
    );
    console.log(`  ${generated.line} (wall ${generated.seconds} s)`);
    const catalogue = await openCatalogue(server.dataDir, database?.url);
    const countRows = async () =>
      Number((await catalogue.all('select count(*) as n from part_vehicle'))[0].n);
    try {
      /** @type {Vehicle[]} */
      const vehicles = (await catalogue.all('select id, make, model, year, engine from vehicle')).map(
        (/** @type {any} */ v) => ({ ...v, year: Number(v.year) }),
      );
      vehicles.sort((a, b) =>
        byText(`${a.make}|${a.model}|${a.year}|${a.engine}`, `${b.make}|${b.model}|${b.year}|${b.engine}`),
      );
      const partNumbers = (await catalogue.all('select part_number from part'))
        .map((/** @type {any} */ row) => row.part_number)
        .sort(byText);

      const acesRun = acesSteps ? await importAces() : {};
      async function importAces() {
        const writeStartedAt = performance.now();
        const written = await writeAcesFile(file, vehicles, partNumbers, fitmentSize.apps);
        const aces = {
          apps: fitmentSize.apps,
          megabytes: Number((written.bytes / 1024 / 1024).toFixed(1)),
          writeSeconds: seconds(writeStartedAt),
          perPart: written.perPart,
          partTypes: written.types,
          problems: written.problems,
          vehicles: vehicles.length,
          parts: partNumbers.length,
        };
        console.log(`  ACES file: ${JSON.stringify(aces)}`);

        const { token } = await signInAdmin(server.baseUrl);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const data = await sampleCatalogue(server.baseUrl, fitmentSize.parts);
        const makers = searchMakers(data, Math.floor(fitmentSize.parts / 24)).filter(([label]) =>
          ['part number', 'OEM', 'prefix', 'words', 'typo', 'vehicle +'].some((kind) => label.includes(kind)),
        );
        // Every read new: one pool, cut into the idle, dry-run and apply steps' own requests.
        const [idleCount, dryCount, applyCount] = [
          settings.durationSeconds * readers.rate * 2,
          300 * readers.rate,
          900 * readers.rate,
        ];
        const pool = neverRepeated(
          readers.connections,
          (r) => /** @type {any} */ (r.pick(makers))[1](r),
          36,
          undefined,
          idleCount + dryCount + applyCount,
        );
        const cut = (/** @type {number} */ from, /** @type {number} */ to) =>
          pool.map((list) => list.slice(from, to));

        // The buyer reads' VINs, cut the same way (fewer connections, the same pace).
        const vinPool = vinRequests(
          buyerReaders.connections,
          idleCount + dryCount + applyCount,
          buyerVinSerials,
        );
        const vinCut = (/** @type {number} */ from, /** @type {number} */ to) =>
          vinPool.map((list) => list.slice(from, to));
        const idle = await idleReads(
          server.baseUrl,
          cut(0, idleCount),
          vinCut(0, idleCount),
          settings.durationSeconds,
        );
        console.log(`  reads alone: p50 ${idle.p50Ms} ms, p99 ${idle.p99Ms} ms, ${idle.total} reads`);
        const rowsBefore = await countRows();
        const dryRun = await runImport(
          server,
          token,
          file,
          true,
          cut(idleCount, idleCount + dryCount),
          vinCut(idleCount, idleCount + dryCount),
        );
        console.log(`  dry run: ${JSON.stringify(dryRun)}`);
        const apply = await runImport(
          server,
          token,
          file,
          false,
          cut(idleCount + dryCount, Infinity),
          vinCut(idleCount + dryCount, Infinity),
        );
        console.log(`  apply: ${JSON.stringify(apply)}`);
        const rowsAfter = await countRows();
        const valid = fitmentSize.apps - Object.values(written.problems).reduce((a, b) => a + b, 0);
        const { created, updated, unchanged } = apply.report;
        const rows = {
          before: rowsBefore,
          after: rowsAfter,
          validApps: valid,
          checked:
            rowsAfter - rowsBefore === created &&
            created + updated + unchanged === valid &&
            apply.report.errorCount === fitmentSize.apps - valid,
        };
        console.log(`  fitment rows: ${JSON.stringify(rows)}`);
        // The apply's WAL is copied into the database by a worker thread after the job is done
        // (wal-checkpoint.ts): the lookups and pages below are measured once the server is idle again.
        const settleSeconds = await settled(server.pid);
        console.log(`  server idle again ${settleSeconds} s after the apply`);
        return { aces, idle, dryRun, apply, rows, settleSeconds };
      }

      // VIN lookups: a check of 300 first, then the load, every VIN new.
      const vinCheck = await checkVins(server.baseUrl);
      const vinPerConnection = Number(process.env.BENCH_FITMENT_VINS_PER_CONNECTION ?? 2000);
      const vin = await measureNew(
        'GET /api/vehicle/vin/{vin}',
        server,
        settings,
        vinRequests(settings.connections, vinPerConnection, 200_000),
        vinRequests(settings.connections, vinPerConnection, 0),
      );

      // Vehicle pages: every page new to the server's page cache (keyed by canonical address).
      const paths = vehiclePagePaths(vehicles);
      const checkPaths = paths.slice(0, 10);
      const warmCount = Math.floor(paths.length / 6);
      const pageBytes = [];
      for (const path of checkPaths) {
        const { status, body } = /** @type {any} */ (
          await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'identity' })
        );
        const html = body.toString('utf8');
        if (status !== 200 || !/<h1[^>]*>[^<]*parts/.test(html) || !html.includes('application/ld+json'))
          throw new Error(`${path} did not arrive rendered (${status}): see ${server.logFile}`);
        pageBytes.push(/** @type {any} */ (await rawGet(`${server.baseUrl}${path}`, asBrowser)).body.length);
      }
      const shell = /** @type {any} */ (await rawGet(`${server.baseUrl}/dashboard`, asBrowser));
      const pages = await measureNew(
        'GET /vehicles/{make}/{model}/{year}',
        server,
        settings,
        perConnection(paths.slice(10, 10 + warmCount), settings.connections),
        perConnection(paths.slice(10 + warmCount), settings.connections),
      );
      const renderedCheck = {
        pagesChecked: checkPaths.length,
        renderedBytes: Math.round(pageBytes.reduce((a, b) => a + b, 0) / pageBytes.length),
        shellBytes: shell.body.length,
        bytesPerAnswer: Math.round(pages.bytes / Math.max(1, pages.total)),
      };
      console.log(`  vehicle pages: ${JSON.stringify(renderedCheck)}`);

      const died = server.died();
      if (died)
        throw new Error(
          `The ${engine} server stopped during the fitment bench (${died}): see ${server.logFile}`,
        );
      const nodeHttp = await reference(server.baseUrl, settings);
      return {
        engine,
        size: fitmentSize,
        generator: generated,
        ...acesRun,
        vinCheck,
        vin,
        pages: { ...pages, ...renderedCheck },
        reference: nodeHttp,
        peakRssMb: Math.round(server.memory.peakMb()),
        readers,
      };
    } finally {
      await catalogue.close();
    }
  } finally {
    fs.rmSync(file, { force: true });
    await server.stop();
    await database?.drop();
  }
}

/** The buyer reads' cells: their corrected p99 and their slowest answer (with errors, if any). @param {any} vins */
const vinCells = (vins) =>
  vins
    ? [
        String(vins.p99Ms),
        `${vins.paced?.maxMs ?? ''}${vins.errors + vins.non2xx ? ` (${vins.errors + vins.non2xx} errors)` : ''}`,
      ]
    : ['', ''];

/** @param {Record<string, any>} runs  engine → benchFitment result */
export function fitmentTable(runs) {
  const steps = [
    [
      'ACES step',
      'engine',
      'seconds',
      'upload s',
      'RSS max MB',
      'VmHWM MB',
      'reads',
      'read p50 ms',
      'read p99 ms',
      'raw p99 ms',
      'read errors',
      'VIN p99 ms',
      'VIN max ms',
      'report',
    ],
  ];
  const loads = [
    [
      'workload',
      'engine',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'errors',
      'non-2xx',
      'requests / distinct',
      '% of node:http',
    ],
  ];
  const notes = [];
  for (const [engine, run] of Object.entries(runs)) {
    const idle = run.idle;
    if (idle)
      steps.push([
        'reads alone',
        engine,
        '',
        '',
        '',
        '',
        String(idle.total),
        String(idle.p50Ms),
        String(idle.p99Ms),
        String(idle.paced?.rawP99Ms ?? ''),
        String(idle.errors + idle.non2xx),
        ...vinCells(idle.vinReads),
        '',
      ]);
    for (const step of /** @type {const} */ (['dryRun', 'apply'])) {
      const s = run[step];
      if (!s) continue;
      const r = s.report;
      steps.push([
        step === 'dryRun' ? 'dry run' : 'apply',
        engine,
        String(s.seconds),
        String(s.uploadSeconds),
        String(s.rssMb),
        String(s.peakRssMb),
        String(s.reads.total),
        String(s.reads.p50Ms),
        String(s.reads.p99Ms),
        String(s.reads.paced?.rawP99Ms ?? ''),
        String(s.reads.errors + s.reads.non2xx),
        ...vinCells(s.vinReads),
        `${r.rows} Apps: created ${r.created}, updated ${r.updated}, unchanged ${r.unchanged}, problems ${r.errorCount}`,
      ]);
    }
    for (const row of [run.vin, run.pages, run.reference]) {
      loads.push([
        row.workload,
        engine,
        ...loadCells(row),
        row.distinct ? `${row.total} / ${row.distinct}` : '',
        `${Math.round((100 * row.requestsPerSec) / run.reference.requestsPerSec)} %`,
      ]);
    }
    const acesNote = run.aces
      ? `ACES file ${run.aces.apps.toLocaleString('en-US')} Apps, ${run.aces.megabytes} MB, ` +
        `written in ${run.aces.writeSeconds} s (${run.aces.perPart} vehicles a part, ${run.aces.partTypes} part types; ` +
        `problems: ${JSON.stringify(run.aces.problems)}). Fitment rows ${run.rows.before} → ${run.rows.after} ` +
        `(${run.rows.checked ? 'as the report says' : 'NOT as the report says'}). `
      : 'ACES steps skipped (BENCH_FITMENT_ACES=false). ';
    notes.push(
      `${engine}: ${run.generator.line} ${acesNote}` +
        `VIN check: ${run.vinCheck.validRight} valid and ${run.vinCheck.invalidRight} invalid answered right, ${run.vinCheck.makeRight} makes, ` +
        `${run.vinCheck.withVehicles} with catalogue vehicles. Vehicle pages: ${run.pages.bytesPerAnswer} bytes an answer under load ` +
        `(a rendered page ${run.pages.renderedBytes} bytes compressed, the shell ${run.pages.shellBytes}). Server peak RSS ${run.peakRssMb} MB.`,
    );
  }
  return `${table(steps)}\n\n${table(loads)}\n\n${notes.join('\n')}`;
}

/** The ACES targets of one engine's run. @param {string} engine @param {any} run */
function acesChecks(engine, run) {
  const worst = Math.max(run.dryRun.reads.p99Ms, run.apply.reads.p99Ms);
  return [
    {
      target: `${engine}: ACES dry run of ${run.aces.apps.toLocaleString('en-US')} Apps ≤ 30 s`,
      actual: `${run.dryRun.seconds} s`,
      met: run.dryRun.seconds <= 30,
    },
    {
      target: `${engine}: ACES apply ≤ 120 s, rows as reported`,
      actual: `${run.apply.seconds} s, ${run.rows.checked ? 'rows right' : 'ROWS WRONG'}`,
      met: run.apply.seconds <= 120 && run.rows.checked,
    },
    {
      target: `${engine}: server RSS ≤ 250 MB during the import`,
      actual: `peak ${run.apply.peakRssMb} MB`,
      met: run.apply.peakRssMb <= 250,
    },
    {
      target: `${engine}: catalogue reads during the import p99 ≤ 50 ms`,
      actual: `${worst} ms (alone ${run.idle.p99Ms} ms)`,
      met: worst <= 50,
    },
  ];
}

/** The issue's targets. @param {Record<string, any>} runs */
export function fitmentChecks(runs) {
  const checks = [];
  for (const [engine, run] of Object.entries(runs)) {
    const share = (/** @type {any} */ row) =>
      Math.round((100 * row.requestsPerSec) / run.reference.requestsPerSec);
    if (run.aces) checks.push(...acesChecks(engine, run));
    checks.push(
      {
        target: `${engine}: VIN lookups ≥ 15 % of node:http`,
        actual: `${share(run.vin)} %`,
        met: share(run.vin) >= 15 && run.vin.errors + run.vin.non2xx === 0,
      },
      {
        target: `${engine}: vehicle pages (rendered) ≥ 5 % of node:http`,
        actual: `${share(run.pages)} %`,
        met: share(run.pages) >= 5 && run.pages.errors + run.pages.non2xx === 0,
      },
    );
  }
  return checks;
}
