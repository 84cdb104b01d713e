import { canonicalPageAddress, notFoundPageAddress } from '@partsmith/contract/page-addresses';
import { describe, expect, it } from 'vitest';

describe('canonicalPageAddress (issue 31, finding 5)', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=x', '/'],
    ['/parts', '/parts'],
    ['/parts/', '/parts'],
    ['/parts?z=1', '/parts'],
    [
      '/parts?vehicle=v1&q=+pads+&page=02&category=Brakes&z=1',
      '/parts?category=Brakes&page=2&q=pads&vehicle=v1',
    ],
    ['/parts?page=1&q=', '/parts'],
    ['/parts?page=abc', '/parts'],
    ['/parts?page=1000001', '/parts'],
    ['/parts?category=Brakes&category=Engine', '/parts?category=Brakes'],
    ['/parts/abc?page=3&x=1', '/parts/abc?page=3'],
    ['/parts/abc/', '/parts/abc'],
    ['/parts/%2e%2e', '/'],
    ['/blogs?x=1', '/blogs'],
    ['/myPortfolio/', '/myPortfolio'],
    ['/vehicles/Toyota/Corolla/2018/', '/vehicles/Toyota/Corolla/2018'],
    [
      '/vehicles/Mercedes-Benz/C Class/2020?page=2&engine=7D0C3A52-4B8E-4D7E-9A5C-1F2E3D4C5B6A&x=1',
      '/vehicles/Mercedes-Benz/C%20Class/2020?engine=7d0c3a52-4b8e-4d7e-9a5c-1f2e3d4c5b6a&page=2',
    ],
    ['/vehicles/Toyota/Corolla/2018?engine=diesel&page=1', '/vehicles/Toyota/Corolla/2018'],
    ['/vehicles/Toyota/Corolla/18', notFoundPageAddress],
    ['/vehicles/Toyota/2018', notFoundPageAddress],
    ['/nope', notFoundPageAddress],
    ['/nope-123?x=1', notFoundPageAddress],
    ['/parts/a/b', notFoundPageAddress],
    ['/404', notFoundPageAddress],
    ['/login?from=/x', null],
    ['/dashboard/myOrders', null],
    ['/purchase/abc', null],
    ['//evil.example/parts', null],
    ['/\\evil.example/parts', null],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPageAddress(url)).toBe(expected);
    // A canonical address is its own: a request naming it finds the page as it is.
    if (expected) expect(canonicalPageAddress(expected)).toBe(expected);
  });
});
