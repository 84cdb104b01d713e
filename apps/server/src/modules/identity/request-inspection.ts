import { randomUUID } from 'node:crypto';

/** Looks at an identity request as better-auth parsed it: the endpoint's path and the body it will use. */
export type Inspector = (path: string, body: unknown) => Promise<void>;

/** The header that ties a request better-auth handles to the inspector our route registered for it. */
export const inspectionHeader = 'x-partsmith-inspection';

const pending = new Map<string, Inspector>();

/**
 * Registers an inspector for one request and answers the header value that names it; `done` forgets
 * it. better-auth's before-hook calls it after parsing the body (JSON with or without a byte-order mark,
 * forms of any letter case, multipart), so our checks read exactly what better-auth reads.
 */
export function registerInspection(inspect: Inspector): { id: string; done: () => void } {
  const id = randomUUID();
  pending.set(id, inspect);
  return { id, done: () => void pending.delete(id) };
}

/** Called by better-auth's before-hook for every endpoint it runs. */
export async function inspectParsedRequest(headers: Headers | undefined, path: string, body: unknown) {
  const id = headers?.get(inspectionHeader);
  const inspect = id ? pending.get(id) : undefined;
  if (inspect) await inspect(path, body);
}
