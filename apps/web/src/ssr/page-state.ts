import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiRequestError, isApiRequestError } from '../lib/api-client';
import { pageStateId } from './page-state-id';

/**
 * What the browser needs to hydrate a server-rendered page exactly as it was rendered: the router's
 * loader results and the query cache. Travels as JSON (a data block, so the CSP needs no nonce).
 */
export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
}

interface SerialisedError {
  apiRequestError: { status: number; code: string; message: string };
}

const isSerialisedError = (value: unknown): value is SerialisedError =>
  typeof value === 'object' && value !== null && 'apiRequestError' in value;

/**
 * The cache after the loaders: answers and API errors (a part that is not there renders its
 * not-found state on the server, so the browser must start from the same error).
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isApiRequestError(query.state.error)),
  });
  for (const query of state.queries) {
    const error = query.state.error;
    if (isApiRequestError(error)) {
      const { status, code, message } = error;
      (query.state as { error: unknown }).error = { apiRequestError: { status, code, message } };
    }
  }
  return state;
}

export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isSerialisedError(error)) {
      const { status, code, message } = error.apiRequestError;
      (query.state as { error: unknown }).error = new ApiRequestError(status, code, message);
    }
  }
  hydrate(queryClient, state);
}

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can close or bend it. */
export function serialisePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readPageState(): PageState | null {
  const element = document.getElementById(pageStateId);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
}
