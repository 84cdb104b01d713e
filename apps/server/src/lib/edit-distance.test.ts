import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['PSBP1042', 'PSBP1042', 0],
    ['PSBP1042', 'PSBP1024', 1],
    ['PSBP1042', 'PSPB1042', 1],
    ['PSBP1042', 'PSBP142', 1],
    ['PSBP1042', 'PSBP10420', 1],
    ['PSBP1042', 'PSBR1043', 2],
    ['', 'ABC', 3],
    ['ABC', '', 3],
    ['CA', 'ABC', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
