import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination, pageRangeText, pageWindow } from './pagination';

describe('pageRangeText', () => {
  it('says which items are shown out of how many', () => {
    expect(pageRangeText({ page: 1, limit: 24, total: 1_000_000 })).toBe('1–24 of 1,000,000');
    expect(pageRangeText({ page: 3, limit: 10, total: 25 })).toBe('21–25 of 25');
    expect(pageRangeText({ page: 1, limit: 24, total: 0 })).toBe('0 of 0');
    expect(pageRangeText({ page: 9, limit: 10, total: 25 })).toBe('0 of 25');
    expect(pageRangeText({ page: 2, limit: 24, total: 1_000, more: true })).toBe('25–48 of 1,000+');
  });
});

describe('pageWindow', () => {
  it('keeps the ends and two pages either side, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('links pages through the URL and keeps the other filters', () => {
    render(
      <MemoryRouter initialEntries={['/parts?q=brake&page=2']}>
        <Pagination page={2} limit={24} total={100} noun="parts" />
      </MemoryRouter>,
    );
    expect(screen.getByText('25–48 of 100 parts').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/parts?q=brake&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/parts?q=brake');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows only the count when everything fits one page', () => {
    render(
      <MemoryRouter>
        <Pagination page={1} limit={24} total={5} noun="orders" />
      </MemoryRouter>,
    );
    expect(screen.getByText('1–5 of 5 orders').tagName).toBe('P');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when a search matched more than it lists, and pages only through what it lists', () => {
    render(
      <MemoryRouter initialEntries={['/parts?q=brake&page=42']}>
        <Pagination page={42} limit={24} total={1000} more noun="parts" />
      </MemoryRouter>,
    );
    expect(screen.getByText('985–1,000 of 1,000+ parts').tagName).toBe('P');
    expect(
      screen.getByText(
        'Only the first 1,000 are listed: add a word, a category or a vehicle to narrow the search.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByLabelText('Next page').getAttribute('aria-disabled')).toBe('true');
  });
});
