import { expect, type Page, type TestInfo } from '@playwright/test';
import type { CreatePart } from '@partsmith/contract/parts';
import { listParts } from './api';

/**
 * A part name no other test or project uses, so parallel runs on one server never meet. Its label (and
 * the part's description) must not hold a word another story searches for ("brake", "brake pad",
 * "filter" in catalogue-search): that story would list the part for a moment, and count it, or ask
 * about it after its own story deleted it (a 404 in the browser's console).
 */
export function uniquePartName(testInfo: TestInfo, label: string): string {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}-${testInfo.workerIndex}`;
  return `${label} ${tag}`;
}

async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!token) throw new Error('Sign in as an admin first: the page has no access token.');
  return token;
}

/**
 * Adds a part through the API as the admin signed in on `page` (for stories about editing or deleting),
 * reusing a picture the store already made. Answers the new part's id.
 */
export async function createPart(
  page: Page,
  fields: Partial<CreatePart> & { name: string },
): Promise<string> {
  const [picture] = await listParts(page.request);
  if (!picture) throw new Error('The catalogue is empty: no picture to reuse.');
  const response = await page.request.post('/api/part', {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
    data: {
      minOrderQuantity: 5,
      availableQuantity: 40,
      price: 12.5,
      description: 'Made for a browser test.',
      img: picture.img,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

/** Removes a part a story made, if it is still there, so the catalogue stays as the seed left it. */
export async function removePart(page: Page, name: string): Promise<void> {
  const part = (await listParts(page.request, { q: name })).find((each) => each.name === name);
  if (!part) return;
  await page.request.delete(`/api/part/${part._id}`, {
    headers: { Authorization: `Bearer ${await adminToken(page)}` },
  });
}
