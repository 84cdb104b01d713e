import { Readable } from 'node:stream';
import type { FitmentPosition } from '@partsmith/contract/part-numbers';
import { sql } from 'kysely';
import type { Deps } from '../../../deps';
import { noteKind, positionNameOf } from './aces-terms';

/** Fitment rows read per query (keyset on part_vehicle's primary key): memory holds one page. */
export const acesExportPageRows = 500;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

interface FitmentExportRow {
  part_id: string;
  vehicle_id: string;
  part_number: string;
  category: string;
  make: string;
  model: string;
  year: number;
  engine: string;
  base_vehicle_id: number | null;
  position: string | null;
  quantity_per_vehicle: number | null;
  conditions: string | null;
  note: string | null;
}

function appXml(row: FitmentExportRow, id: number): string {
  const lines = [`<App action="A" id="${id}">`];
  if (row.base_vehicle_id !== null) lines.push(`<BaseVehicle id="${Number(row.base_vehicle_id)}"/>`);
  lines.push(
    `<Years from="${Number(row.year)}" to="${Number(row.year)}"/>`,
    `<Make>${escapeXml(row.make)}</Make>`,
    `<Model>${escapeXml(row.model)}</Model>`,
    `<EngineBase>${escapeXml(row.engine)}</EngineBase>`,
  );
  if (row.conditions) {
    for (const condition of row.conditions.split('; ')) lines.push(`<Note>${escapeXml(condition)}</Note>`);
  }
  if (row.note) lines.push(`<Note type="${noteKind}">${escapeXml(row.note)}</Note>`);
  if (row.quantity_per_vehicle !== null) lines.push(`<Qty>${Number(row.quantity_per_vehicle)}</Qty>`);
  lines.push(`<PartType>${escapeXml(row.category)}</PartType>`);
  if (row.position) lines.push(`<Position>${positionNameOf[row.position as FitmentPosition]}</Position>`);
  lines.push(`<Part>${escapeXml(row.part_number)}</Part>`, '</App>');
  return `${lines.join('')}\n`;
}

async function* acesDocument({ db }: Pick<Deps, 'db'>) {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<ACES version="4.2">\n<Header><Company>Partsmith</Company><TransferDate>${new Date().toISOString().slice(0, 10)}</TransferDate></Header>\n`;
  let after: { part_id: string; vehicle_id: string } | null = null;
  let count = 0;
  for (;;) {
    const cursor: { part_id: string; vehicle_id: string } | null = after;
    const { rows }: { rows: FitmentExportRow[] } = await sql<FitmentExportRow>`
      select pv.part_id, pv.vehicle_id, p.part_number, p.category, v.make, v.model, v.year, v.engine,
        v.base_vehicle_id, pv.position, pv.quantity_per_vehicle, pv.conditions, pv.note
      from part_vehicle pv join part p on p.id = pv.part_id join vehicle v on v.id = pv.vehicle_id
      ${cursor ? sql`where (pv.part_id > ${cursor.part_id} or (pv.part_id = ${cursor.part_id} and pv.vehicle_id > ${cursor.vehicle_id}))` : sql``}
      order by pv.part_id, pv.vehicle_id limit ${acesExportPageRows}`.execute(db);
    if (rows.length === 0) break;
    yield rows.map((row) => appXml(row, (count += 1))).join('');
    const last: FitmentExportRow = rows[rows.length - 1]!;
    after = { part_id: last.part_id, vehicle_id: last.vehicle_id };
  }
  yield `<Footer><RecordCount>${count}</RecordCount></Footer>\n</ACES>\n`;
}

/** Our fitment as an ACES 4.2 document, streamed (a page of rows is read when the client takes the last). */
export function acesExportStream(app: Pick<Deps, 'db'>): Readable {
  return Readable.from(acesDocument(app));
}
