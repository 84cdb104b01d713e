import fs from 'node:fs';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * Reads the applications of an ACES file (3.x and 4.x) one `<App>` at a time, streaming: memory holds
 * one chunk of the file and one App, whatever the file's size. We hold no VCdb or PCdb, so names are read
 * from an element's text (or its `name` attribute): `<Make>Toyota</Make>`, `<Position>Front</Position>`;
 * of the ids only BaseVehicle's is kept (matched against `vehicle.base_vehicle_id`).
 *
 * Hostile files are refused before they cost memory: any DOCTYPE or entity declaration (billion laughs,
 * external entities: no DTD is ever read), entity references other than XML's five and character
 * references (the parser refuses them), nesting deeper than `maxDepth`, and any text, tag or attribute
 * longer than `maxTokenChars` (the parser would otherwise buffer it whole).
 */

export interface AcesApp {
  /** The App's ordinal in the file (1 for the first). */
  ordinal: number;
  id: string;
  action: 'A' | 'D';
  baseVehicleId: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  make: string | null;
  model: string | null;
  engine: string | null;
  position: string | null;
  qty: string | null;
  notes: { text: string; kind: string | null }[];
  partType: string | null;
  part: string | null;
}

export class AcesFileError extends Error {}

export const maxDepth = 16;
export const maxTokenChars = 64 * 1024;
const maxNotes = 20;

/** Throws on a DOCTYPE or ENTITY declaration, or a run of text or markup longer than maxTokenChars. */
function screen() {
  let carry = '';
  let sinceOpen = 0;
  let sinceClose = 0;
  return (chunk: string) => {
    const text = carry + chunk;
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
      throw new AcesFileError(
        'The file declares a DOCTYPE or entities; ACES files need neither, and they are refused.',
      );
    }
    carry = chunk.slice(-9);
    for (let at = 0; at < chunk.length; at += 1) {
      const code = chunk.charCodeAt(at);
      sinceOpen = code === 60 ? 0 : sinceOpen + 1; // '<'
      sinceClose = code === 62 ? 0 : sinceClose + 1; // '>'
      if (sinceOpen > maxTokenChars && sinceClose > maxTokenChars) {
        throw new AcesFileError(`The file has a text or tag longer than ${maxTokenChars} characters.`);
      }
    }
  };
}

function emptyApp(ordinal: number, tag: SaxesTagPlain): AcesApp {
  const action = String(tag.attributes.action ?? 'A').toUpperCase();
  return {
    ordinal,
    id: String(tag.attributes.id ?? ordinal),
    action: action === 'D' ? 'D' : 'A',
    baseVehicleId: null,
    yearFrom: null,
    yearTo: null,
    make: null,
    model: null,
    engine: null,
    position: null,
    qty: null,
    notes: [],
    partType: null,
    part: null,
  };
}

const whole = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
};

/** Sets what one closed element inside an App says. */
function take(app: AcesApp, tag: SaxesTagPlain, text: string) {
  const value = text.trim() || String(tag.attributes.name ?? '').trim() || null;
  switch (tag.name) {
    case 'BaseVehicle':
      app.baseVehicleId = whole(tag.attributes.id);
      break;
    case 'Years':
      app.yearFrom = whole(tag.attributes.from);
      app.yearTo = whole(tag.attributes.to);
      break;
    case 'Year':
      app.yearFrom = app.yearTo = whole(value);
      break;
    case 'Make':
      app.make = value;
      break;
    case 'Model':
      app.model = value;
      break;
    case 'EngineBase':
    case 'EngineDesc':
    case 'Engine':
      app.engine = value;
      break;
    case 'Position':
      app.position = value ?? (tag.attributes.id !== undefined ? `#${String(tag.attributes.id)}` : null);
      break;
    case 'Qty':
      app.qty = value;
      break;
    case 'Note':
      if (value && app.notes.length < maxNotes) {
        app.notes.push({ text: value, kind: tag.attributes.type ? String(tag.attributes.type) : null });
      }
      break;
    case 'PartType':
      app.partType = value ?? (tag.attributes.id !== undefined ? `#${String(tag.attributes.id)}` : null);
      break;
    case 'Part':
      app.part = value;
      break;
  }
}

/** The Apps of the file at `path`, in batches of `batchSize`. */
export async function* readAcesApps(path: string, batchSize = 500): AsyncGenerator<AcesApp[]> {
  const parser = new SaxesParser({ position: false });
  const check = screen();
  let batch: AcesApp[] = [];
  let app: AcesApp | null = null;
  let ordinal = 0;
  let depth = 0;
  let text = '';
  let sawRoot = false;
  parser.on('doctype', () => {
    throw new AcesFileError('The file declares a DOCTYPE; ACES files need none, and it is refused.');
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth > maxDepth) throw new AcesFileError(`The file nests elements deeper than ${maxDepth} levels.`);
    if (depth === 1) {
      if (tag.name !== 'ACES')
        throw new AcesFileError(`This is no ACES file: its root element is <${tag.name}>, not <ACES>.`);
      sawRoot = true;
    }
    if (tag.name === 'App' && depth === 2) {
      ordinal += 1;
      app = emptyApp(ordinal, tag as SaxesTagPlain);
    }
    text = '';
  });
  parser.on('text', (chunk) => {
    if (app) text += chunk;
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (!app) return;
    if (tag.name === 'App' && depth === 1) {
      batch.push(app);
      app = null;
    } else {
      take(app, tag as SaxesTagPlain, text);
    }
    text = '';
  });
  parser.on('error', (error) => {
    throw new AcesFileError(`The file is not well-formed XML: ${error.message}`);
  });

  const stream = fs.createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      check(chunk);
      parser.write(chunk);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    parser.close();
  } finally {
    stream.destroy();
  }
  if (!sawRoot) throw new AcesFileError('This is no ACES file: it has no <ACES> element.');
  if (batch.length > 0) yield batch;
}
