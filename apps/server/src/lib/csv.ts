/** CSV text helpers shared by the catalogue import and the quick order pad (both read with csv-parse). */

export type Delimiter = ',' | ';';

/** `,` or `;`: whichever the header line holds more of outside quotes (`,` when neither). */
export function detectDelimiter(text: string): Delimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** A cell a spreadsheet would run as a formula (= + - @ first, but not a plain negative number). */
export function looksLikeFormula(value: string): boolean {
  return /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value);
}
