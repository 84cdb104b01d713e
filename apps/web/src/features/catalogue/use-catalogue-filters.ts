import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { catalogueFilters, type CatalogueFilters } from './catalogue-search';

export type { CatalogueFilters };
type FilterName = Exclude<keyof CatalogueFilters, 'page'>;

/**
 * The catalogue's filters live in the URL only, so a shared link and the back button give the same
 * results. Changing a filter is a new history entry, starts again at page 1 and keeps the scroll.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { q, category, vehicle, page } = catalogueFilters(params);
  const filters = useMemo<CatalogueFilters>(
    () => ({ q, category, vehicle, page }),
    [q, category, vehicle, page],
  );

  /**
   * Resolves once the router has the new URL. React renders it later, in a transition: what must follow
   * the new list (not precede it) waits in an effect for the new filters.
   */
  const change = useCallback(
    async (changes: Partial<Record<FilterName, string>>): Promise<void> => {
      const next = new URLSearchParams(location.search);
      for (const [name, value] of Object.entries(changes)) {
        const trimmed = value?.trim() ?? '';
        if (trimmed) next.set(name, trimmed);
        else next.delete(name);
      }
      next.delete('page');
      const search = next.toString();
      await navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [location.search, navigate],
  );

  const toPage = useCallback(
    (target: number) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (target <= 1) next.delete('page');
        else next.set('page', String(target));
        return next;
      });
    },
    [setParams],
  );

  return { filters, change, toPage };
}
