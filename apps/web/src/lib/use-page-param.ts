import { maxPageNumber } from './page-bounds';
import { useSearchParams } from 'react-router';

/** The list page in these search params (`?page=`), 1 when absent or not a page number. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= maxPageNumber ? page : 1;
}

/** The list page in the URL (`?page=`), 1 when absent or not a page number. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageParam(params);
}
