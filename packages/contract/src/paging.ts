import { z } from 'zod';
import { defaultPageSize, maxPageNumber, maxPageSize } from './page-size';

export { defaultPageSize, maxPageNumber, maxPageSize, pageCount, totalRelationHeader } from './page-size';

const wholeNumber = (field: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')}`);

/**
 * `?page=&limit=` of every list: `page` from 1, `limit` 1–100 (default 24). Each list's query schema
 * extends this with its own filters.
 */
export const PageQuery = z.object({
  page: wholeNumber('page', 1, maxPageNumber).default(1),
  limit: wholeNumber('limit', 1, maxPageSize).default(defaultPageSize),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** One page of a list as the web reads it: the items, and the total from `X-Total-Count`. */
export interface Page<T> {
  items: T[];
  total: number;
  /** More matched than `total` (`X-Total-Count-Relation: gte`). */
  more?: boolean;
  page: number;
  limit: number;
}

/** Rows to skip for a page. */
export const pageOffset = ({ page, limit }: PageQuery) => (page - 1) * limit;
