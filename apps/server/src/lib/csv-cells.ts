import type { Options } from 'csv-stringify';

/**
 * Where a spreadsheet may start a new cell inside one of ours: `,` and `;` (the delimiter of either
 * locale: a `;`-locale spreadsheet splits an unquoted `,` file's cells at `;`, quotes or not, since a quote
 * only counts at a field's start), a tab, and a line break.
 */
const boundary = String.raw`(?<=^|[,;\t\r\n])`;
/**
 * What makes a spreadsheet run a cell as a formula: `= + - @`, a tab or a carriage return, and the
 * full-width `＝＋－＠` (Apple Numbers runs those), behind any quotes; `'` itself too, so that the
 * escape is undone exactly.
 */
const formulaAhead = String.raw`(?="*[=+\-@\t\r'\uFF1D\uFF0B\uFF0D\uFF20])`;
const escapeAt = new RegExp(boundary + formulaAhead, 'g');
const escaped = new RegExp(`${boundary}'${formulaAhead}`, 'g');
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * A text cell with a leading `'` wherever a spreadsheet could read a formula: at its start and after
 * every `,`, `;`, tab or line break inside it (OWASP's CSV injection advice, for every piece a spreadsheet
 * of any locale may cut the cell into). A plain number stays as it is. `unescapeFormula` undoes it.
 */
export function escapeFormula(value: string): string {
  return plainNumber.test(value) ? value : value.replace(escapeAt, "'");
}

/** The `'`s `escapeFormula` added, taken off again (an import of our own export). */
export function unescapeFormula(value: string): string {
  return value.replace(escaped, '');
}

/**
 * The csv-stringify options every CSV export of ours uses: text cells escaped, and quoted when they hold
 * a `;`, a tab or a line break as well as the usual `,` and `"` (so a spreadsheet that honours quotes
 * keeps the cell whole).
 */
export const safeCsvCells = {
  cast: { string: (value: string) => escapeFormula(value) },
  quoted_match: /[;\t\r\n]/,
} satisfies Options;
