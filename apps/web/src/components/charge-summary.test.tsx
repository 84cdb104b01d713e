import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChargeLines, ChargeSummary } from './charge-summary';

/**
 * On gross prices the quote shows the shipping the buyer pays (its tax included) and the payment page
 * shows the same figures for the stored charge: $50.00 of goods (incl. $7.98 tax), shipping $12.00 (incl.
 * $1.92 tax), $62.00 to pay; stored as the API answers it: shipping net $10.08, tax $9.90.
 */
describe('the quote and the charge show the same figures', () => {
  /** The quote of $50.00 of goods and $12.00 of shipping to Germany on gross prices, $62.00 to pay. */
  const renderGrossQuote = (tax: number) =>
    render(
      <ChargeSummary
        quote={{
          country: 'DE',
          state: null,
          prices: 'gross',
          goods: 50,
          shipping: 12,
          tax,
          total: 62,
          reverseCharge: false,
        }}
        loading={false}
        error={false}
      />,
    );
  const figures = (testId: string) =>
    [...screen.getByTestId(testId).querySelectorAll('dt, dd')].map((node) => node.textContent);
  /** The quote and the charge both show the shipping as paid ($12.00), the included `tax`, $62.00 in all. */
  const expectGrossFigures = (tax: string) => {
    expect(figures('charge-summary')).toEqual([
      'Shipping to DE',
      '$12.00',
      'Tax (included)',
      tax,
      'Total to pay',
      '$62.00',
    ]);
    expect(figures('charge-lines')).toEqual(['Goods', '$50.00', 'Shipping', '$12.00', 'Tax (included)', tax]);
  };

  it('on gross prices: shipping as paid, tax included', () => {
    renderGrossQuote(9.9);
    render(<ChargeLines goods={50} shipping={10.08} tax={9.9} total={62} reverseCharge={false} />);
    expectGrossFigures('$9.90');
  });

  it('on net prices: goods, shipping and tax add up to the total', () => {
    render(<ChargeLines goods={50} shipping={12} tax={11.78} total={73.78} reverseCharge={false} />);
    expect(figures('charge-lines')).toEqual(['Goods', '$50.00', 'Shipping', '$12.00', 'Tax', '$11.78']);
  });

  it('under reverse charge on gross prices: the goods as charged, net', () => {
    render(<ChargeLines goods={50} shipping={10.08} tax={0} total={52.1} reverseCharge={true} />);
    expect(figures('charge-lines')).toEqual([
      'Goods',
      '$42.02',
      'Shipping',
      '$10.08',
      'Tax (reverse charge)',
      '$0.00',
    ]);
  });
  it('on gross prices with untaxed goods and taxed shipping: the shipping as paid, as the quote shows it', () => {
    // $50.00 of goods (0 % tax), shipping $12.00 incl. $1.92 (19 %): stored as $10.08 net + $1.92 tax.
    renderGrossQuote(1.92);
    render(
      <ChargeLines
        goods={50}
        shipping={10.08}
        tax={1.92}
        total={62}
        reverseCharge={false}
        grossPrices={true}
      />,
    );
    expectGrossFigures('$1.92');
  });

  it('on net prices with untaxed goods and taxed shipping: net shipping plus its tax', () => {
    render(<ChargeLines goods={50} shipping={12} tax={2.28} total={64.28} reverseCharge={false} />);
    expect(figures('charge-lines')).toEqual(['Goods', '$50.00', 'Shipping', '$12.00', 'Tax', '$2.28']);
  });
});
