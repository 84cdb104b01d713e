import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from './csv-cells';

const pieces = (text: string) => text.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^"+/, ''));
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

describe('escapeFormula', () => {
  it('puts a quote before every piece a spreadsheet could run, of any locale', () => {
    expect(escapeFormula("Main St 1;=1+1;=cmd|' /C calc'!A0")).toBe("Main St 1;'=1+1;'=cmd|' /C calc'!A0");
    expect(escapeFormula('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(escapeFormula('a\t\t=b')).toBe("a\t'\t'=b");
    expect(escapeFormula('x;"=1"')).toBe(`x;'"=1"`);
    expect(escapeFormula('-5')).toBe('-5');
  });

  it('leaves no piece starting a formula, and unescapeFormula undoes it exactly', () => {
    const text = fc.string({
      unit: fc.constantFrom(...'=+-@\t\r\n,;"\' ax1\uFF1D\uFF0B\uFF0D\uFF20'),
      maxLength: 20,
    });
    fc.assert(
      fc.property(fc.oneof(text, fc.string()), (value) => {
        const escaped = escapeFormula(value);
        if (!/^-?\d+(\.\d+)?$/.test(value)) {
          expect(pieces(escaped).filter((piece) => formulaStart.test(piece))).toEqual([]);
        }
        expect(unescapeFormula(escaped)).toBe(value);
      }),
      { numRuns: 2000 },
    );
  });
});
