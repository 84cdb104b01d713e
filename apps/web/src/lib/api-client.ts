import type * as contract from '@partsmith/contract';
import type { ApiError } from '@partsmith/contract/common';
import { totalRelationHeader } from '@partsmith/contract/page-size';
import type { Page } from '@partsmith/contract/paging';
import type { z } from 'zod';
import { clearAccessToken, readAccessToken } from './access-token';

type Contract = typeof contract;
/** The contract's schemas by export name: each call names the one its answer follows. */
export type AnswerSchema = {
  [K in keyof Contract]: Contract[K] extends z.ZodType ? K : never;
}[keyof Contract];
/** The answer a schema describes: fetchers are typed from the contract, never by hand. */
export type AnswerOf<S extends AnswerSchema> = z.output<Contract[S]>;
type ItemOf<S extends AnswerSchema> = AnswerOf<S> extends readonly (infer Item)[] ? Item : never;

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  /** The whole error answer, for errors that carry more than a sentence (a checkout's refused lines). */
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a request reaches the API: the browser's fetch, or on the server a call into the app itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server renderer sends the app's API calls into the server process instead of over HTTP. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON, except FormData (multipart uploads) which goes as is. */
  body?: unknown;
  signal?: AbortSignal;
  /** 'blob' reads a successful answer as a file (a PDF), 'text' as text (a CSV), not as JSON. */
  responseType?: 'json' | 'blob' | 'text';
  /** In development and tests, the answer is checked against this contract schema. */
  answer?: AnswerSchema;
}

/**
 * In development and tests every answer is parsed by the contract schema its call names, so a server
 * and a client that drift apart fail loudly there. Production builds leave this out, contract and
 * zod included (the dynamic import is dead code once `import.meta.env.DEV` is false).
 */
async function checkAnswer(answer: AnswerSchema, path: string, data: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const schemas = await import('@partsmith/contract');
  const checked = (schemas[answer] as z.ZodType).safeParse(data);
  if (!checked.success) {
    throw new ApiRequestError(
      200,
      'INVALID_RESPONSE',
      `The answer of ${path} does not follow the contract's ${answer}: ${checked.error.message}`,
    );
  }
}

/** What a call may add: a signal to abort it. */
type CallOptions = Pick<RequestOptions, 'signal'>;

export interface ApiClientOptions {
  baseUrl?: string;
  getToken?: () => string | null;
  /** Called when a request that carried a token is answered 401: the token is stale. */
  onUnauthorized?: () => void;
}

function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).error === 'string' &&
    typeof (value as ApiError).message === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', 'The server sent an unreadable answer.');
  }
}

function toError(response: Response, body: unknown): ApiRequestError {
  if (isApiError(body)) return new ApiRequestError(response.status, body.error, body.message, body);
  const fallback = response.statusText || 'Request failed';
  return new ApiRequestError(response.status, 'HTTP_ERROR', `${fallback} (status ${response.status})`);
}

export function createApiClient({
  baseUrl = '/api',
  getToken = readAccessToken,
  onUnauthorized,
}: ApiClientOptions = {}) {
  async function send<T>(
    path: string,
    { method = 'GET', body, signal, responseType = 'json', answer }: RequestOptions = {},
  ): Promise<{ data: T; headers: Headers }> {
    const headers = new Headers({ Accept: responseType === 'json' ? 'application/json' : '*/*' });
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    let response: Response;
    try {
      response = await transport(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiRequestError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
    }

    const data = response.ok && responseType === 'blob' ? await response.blob() : await readBody(response);
    if (response.status === 401 && token) onUnauthorized?.();
    if (!response.ok) throw toError(response, data);
    if (answer) await checkAnswer(answer, path, data);
    return { data: data as T, headers: response.headers };
  }

  async function request<T>(path: string, options?: RequestOptions): Promise<T> {
    return (await send<T>(path, options)).data;
  }

  /** One page of a list (`answer`: the list's schema): the items, and the total from `X-Total-Count`. */
  async function getPage<S extends AnswerSchema>(
    path: string,
    answer: S,
    { page, limit }: { page: number; limit: number },
    options?: CallOptions,
  ): Promise<Page<ItemOf<S>>> {
    const separator = path.includes('?') ? '&' : '?';
    const url = `${path}${separator}page=${page}&limit=${limit}`;
    const { data, headers } = await send<ItemOf<S>[]>(url, { ...options, answer });
    // Number(null) is 0: a missing header must fall back to the items, not to an empty list.
    const header = headers.get('x-total-count');
    const total = header === null ? Number.NaN : Number(header);
    const more = headers.get(totalRelationHeader) === 'gte';
    return {
      items: data,
      total: Number.isFinite(total) ? total : data.length,
      ...(more ? { more } : {}),
      page,
      limit,
    };
  }

  const call =
    (method: Method) =>
    <S extends AnswerSchema>(path: string, answer: S, body?: unknown, options?: CallOptions) =>
      request<AnswerOf<S>>(path, { ...options, method, body, answer });

  return {
    request,
    getPage,
    /** GET, its answer checked against (and typed from) the contract schema `answer`. */
    get: <S extends AnswerSchema>(path: string, answer: S, options?: CallOptions) =>
      request<AnswerOf<S>>(path, { ...options, method: 'GET', answer }),
    post: call('POST'),
    put: call('PUT'),
    patch: call('PATCH'),
    delete: <S extends AnswerSchema>(path: string, answer: S, options?: CallOptions) =>
      request<AnswerOf<S>>(path, { ...options, method: 'DELETE', answer }),
    /** A file the API answers (an invoice PDF), with the bearer token like every other call. */
    getBlob: (path: string, options?: CallOptions) =>
      request<Blob>(path, { ...options, method: 'GET', responseType: 'blob' }),
    /** A text the API answers (a CSV export). */
    getText: (path: string, options?: CallOptions) =>
      request<string | undefined>(path, { ...options, method: 'GET', responseType: 'text' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The app's client: same-origin `/api`, bearer token from local storage when signed in. A 401 means the
 * session behind the token has ended, so the token is dropped and the app shows the visitor signed out.
 */
export const apiClient = createApiClient({ onUnauthorized: clearAccessToken });
