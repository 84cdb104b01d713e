import { describe, expect, it } from 'vitest';
import * as contract from '@partsmith/contract/paging';
import { defaultPageSize, maxPageNumber } from './page-bounds';

describe('page bounds', () => {
  it('are the contract’s', () => {
    expect({ defaultPageSize, maxPageNumber }).toEqual({
      defaultPageSize: contract.defaultPageSize,
      maxPageNumber: contract.maxPageNumber,
    });
  });
});
