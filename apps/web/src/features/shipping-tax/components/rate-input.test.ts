import { describe, expect, it, vi } from 'vitest';
import { ShippingSettings, TaxSettings } from '@partsmith/contract/charges';
import { showIssues } from './rate-input';

describe('showIssues', () => {
  it("puts each of the contract's problems under its field, renamed where the form differs", () => {
    const checked = ShippingSettings.safeParse({
      heavyCategories: [''],
      defaultRate: { flat: 0, freeAbove: null, heavyUnit: 0 },
      rates: [
        { country: 'DE', flat: 5, freeAbove: null, heavyUnit: 0 },
        { country: 'DE', flat: 6, freeAbove: null, heavyUnit: 0 },
      ],
    });
    expect(checked.success).toBe(false);
    const setError = vi.fn();
    showIssues(setError, checked.error!.issues, (path) =>
      path.startsWith('heavyCategories') ? 'heavy' : path,
    );
    expect(setError).toHaveBeenCalledWith('heavy', { message: 'A category cannot be empty' });
    expect(setError).toHaveBeenCalledWith('rates.1.country', { message: 'DE is listed twice' });
  });

  it('keeps the paths as they are when no rename is given', () => {
    const checked = TaxSettings.safeParse({
      prices: 'net',
      rates: [{ country: 'DE', state: 'CA', goods: 19, shipping: 19, reverseCharge: true }],
    });
    const setError = vi.fn();
    showIssues(setError, checked.error!.issues);
    expect(setError).toHaveBeenCalledWith('rates.0.state', { message: 'Only US rates have a state' });
  });
});
