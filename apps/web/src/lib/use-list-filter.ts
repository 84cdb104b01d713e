import { useSearchParams } from 'react-router';

/**
 * A list filter kept in the URL (`?condition=unpaid`, `?q=…`), so the back button and a shared link give
 * the same list. Changing it goes back to the first page.
 */
export function useListFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(name, next);
      else updated.delete(name);
      updated.delete('page');
      return updated;
    });
  return [value, setValue];
}
