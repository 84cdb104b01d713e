import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-filter';

describe('categoryLabel', () => {
  it('counts parts, as floors when the words matched more than a search lists', () => {
    expect(categoryLabel('Brakes', 1234, false)).toBe('Brakes (1,234)');
    expect(categoryLabel('Brakes', 0, false)).toBe('Brakes (0)');
    expect(categoryLabel('Brakes', 640, true)).toBe('Brakes (640+)');
    expect(categoryLabel('Filters', 0, true)).toBe('Filters');
    expect(categoryLabel('Filters', null, false)).toBe('Filters');
  });
});
