import type { APIRequestContext } from '@playwright/test';
import type { Part } from '@partsmith/contract';

/** The catalogue as the API serves it, to compare the screens with. */
export async function listParts(request: APIRequestContext): Promise<Part[]> {
  const response = await request.get('/api/part');
  if (!response.ok()) throw new Error(`GET /api/part answered ${response.status()}`);
  return (await response.json()) as Part[];
}
