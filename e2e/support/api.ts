import type { APIRequestContext } from '@playwright/test';
import type { Part } from '@partsmith/contract/parts';

/**
 * The catalogue as the API serves it, to compare the screens with: its first page (24 parts), or the
 * first page of a search.
 */
export async function listParts(
  request: APIRequestContext,
  search: Record<string, string> = {},
): Promise<Part[]> {
  const query = new URLSearchParams(search).toString();
  const response = await request.get(query ? `/api/part?${query}` : '/api/part');
  if (!response.ok()) throw new Error(`GET /api/part answered ${response.status()}`);
  return (await response.json()) as Part[];
}
