/**
 * The model year of position 10 (49 CFR 565.15(d)): one character per year, in a cycle of 30 (A = 1980
 * and 2010, … Y = 2000 and 2030, 1 = 2001 and 2031, … 9 = 2009 and 2039); U, Z and 0 are never used.
 * For passenger cars, multipurpose vehicles and light trucks the cycle is told apart by position 7: a
 * digit there means 1980–2009, a letter 2010–2039. Heavier vehicles and VINs from outside North America
 * need not follow that rule, so a later year that has not come yet is read as the earlier cycle.
 */
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export interface ModelYear {
  year?: number;
  problem?: string;
}

export function modelYearOf(vin: string, today = new Date()): ModelYear {
  const code = vin[9] ?? '';
  const index = yearCodes.indexOf(code);
  if (index < 0) return { problem: `Position 10 (${code}) is no model year code, so the year is unknown.` };
  const earlier = 1980 + index;
  const later = earlier + 30;
  const latestPossible = today.getUTCFullYear() + 1;
  const seventh = vin[6] ?? '';
  return { year: /[A-Z]/.test(seventh) && later <= latestPossible ? later : earlier };
}
