/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from './access-token';
import { ApiRequestError, createApiClient } from './api-client';

/** A real HTTP server standing in for the API, answering a few fixed routes. */
function handle(request: IncomingMessage, response: ServerResponse, body: string) {
  // The test page's origin differs from the server's, so answer like a CORS-enabled API.
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, accept');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(value));
  };
  if (request.method === 'OPTIONS') return void response.writeHead(204).end();
  switch (request.url) {
    case '/api/echo':
      return json(200, {
        method: request.method,
        authorization: request.headers.authorization ?? null,
        contentType: request.headers['content-type'] ?? null,
        body: body ? (JSON.parse(body) as unknown) : null,
      });
    case '/api/expired':
      return json(401, { error: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.' });
    case '/api/part/missing':
      return json(404, { error: 'NOT_FOUND', message: 'Part not found' });
    case '/api/broken':
      response.writeHead(502, { 'Content-Type': 'text/html' });
      return void response.end('<h1>Bad gateway</h1>');
    case '/api/count':
      return json(200, { modifiedCount: 1 });
    case '/api/drifted':
      return json(200, { modified: 1 });
    case '/api/empty':
      return void response.writeHead(204).end();
    default:
      return json(500, { error: 'INTERNAL', message: 'Unexpected route' });
  }
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handle(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = () => createApiClient({ baseUrl: `${origin}/api` });

describe('api client', () => {
  it('returns the parsed JSON of a successful answer, without a token when signed out', async () => {
    const answer = await client().request<{ method: string; authorization: string | null }>('/echo');
    expect(answer).toMatchObject({ method: 'GET', authorization: null });
  });

  it('sends the stored access token as a bearer token', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-123');
    const answer = await client().request<{ authorization: string }>('/echo');
    expect(answer.authorization).toBe('Bearer token-123');
  });

  it('sends bodies as JSON', async () => {
    const answer = await client().request<{ method: string; contentType: string; body: unknown }>('/echo', {
      method: 'POST',
      body: { quantity: 3 },
    });
    expect(answer.method).toBe('POST');
    expect(answer.contentType).toContain('application/json');
    expect(answer.body).toEqual({ quantity: 3 });
  });

  it('resolves an empty answer to undefined', async () => {
    await expect(client().request('/empty', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws an ApiRequestError with the status and the server's message", async () => {
    const error = await client()
      .get('/part/missing', 'Part')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Part not found' });
  });

  it('still throws a readable error when the answer is not our JSON error shape', async () => {
    const error = await client()
      .get('/broken', 'Part')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
    expect((error as Error).message).toContain('502');
  });

  it('reports a 401 to a request that carried a token: that token is stale', async () => {
    let told = 0;
    const withToken = createApiClient({
      baseUrl: `${origin}/api`,
      getToken: () => 'old-token',
      onUnauthorized: () => told++,
    });
    await expect(withToken.get('/expired', 'Profile')).rejects.toMatchObject({ status: 401 });
    expect(told).toBe(1);

    const withoutToken = createApiClient({
      baseUrl: `${origin}/api`,
      getToken: () => null,
      onUnauthorized: () => told++,
    });
    await expect(withoutToken.get('/expired', 'Profile')).rejects.toMatchObject({ status: 401 });
    expect(told).toBe(1);
  });

  it('checks an answer against the contract schema its call names, in development and tests', async () => {
    await expect(client().put('/count', 'ModifiedCount')).resolves.toEqual({ modifiedCount: 1 });
    const error = await client()
      .put('/drifted', 'ModifiedCount')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
    expect((error as Error).message).toContain(
      "The answer of /drifted does not follow the contract's ModifiedCount",
    );
  });

  it('reports an unreachable server as status 0', async () => {
    const unreachable = createServer();
    await new Promise<void>((resolve) => unreachable.listen(0, '127.0.0.1', resolve));
    const { port } = unreachable.address() as AddressInfo;
    await new Promise<void>((resolve) => unreachable.close(() => resolve()));

    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` })
      .request('/echo')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
