/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The body: parsed when it was JSON, the raw text otherwise (e.g. a multipart upload). */
  body: unknown;
  headers: IncomingMessage['headers'];
  params: Record<string, string>;
}

export interface Answer {
  status?: number;
  /** Sent as JSON (`null` too); leave out for an empty answer. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (request: RecordedRequest) => Answer;

const isJson = (request: IncomingMessage) => (request.headers['content-type'] ?? '').includes('json');

/**
 * A real HTTP server standing in for our API and better-auth in component tests. The test page is moved
 * to its origin (happy-dom), so the app's same-origin calls, cookies included, reach it unchanged.
 * Routes are "METHOD /path/:param" keys; an unknown route answers 404 so a test sees what it missed.
 */
export class ApiServer {
  readonly requests: RecordedRequest[] = [];
  routes: Record<string, Handler> = {};
  origin = '';
  private server: Server | undefined;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const method = request.method ?? 'GET';
        const recorded: RecordedRequest = {
          method,
          path: url.pathname,
          query: url.searchParams,
          body: !text ? undefined : isJson(request) ? (JSON.parse(text) as unknown) : text,
          headers: request.headers,
          params: {},
        };
        this.requests.push(recorded);
        const answer = this.answer(recorded);
        response.writeHead(answer.status ?? 200, {
          ...(answer.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...answer.headers,
        });
        response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${this.origin}/`);
    return this;
  }

  private answer(request: RecordedRequest): Answer {
    for (const [key, handler] of Object.entries(this.routes)) {
      const [method, pattern = ''] = key.split(' ');
      if (method !== request.method) continue;
      const names: string[] = [];
      const regex = new RegExp(
        `^${pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
      );
      const match = regex.exec(request.path);
      if (!match) continue;
      names.forEach((name, index) => (request.params[name] = decodeURIComponent(match[index + 1] ?? '')));
      return handler(request);
    }
    return {
      status: 404,
      body: { error: 'NOT_FOUND', message: `No test route for ${request.method} ${request.path}` },
    };
  }

  /** The requests made to one "METHOD /path" so far. */
  made(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  reset(): void {
    this.requests.length = 0;
    this.routes = {};
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** better-auth's answer to GET /api/auth/get-session for a signed-in account. */
export function sessionOf(email: string, name = 'Test User') {
  const now = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  return {
    session: {
      id: 's1',
      token: 'session-token',
      userId: 'u1',
      expiresAt: expires,
      createdAt: now,
      updatedAt: now,
    },
    user: { id: 'u1', email, name, emailVerified: true, image: null, createdAt: now, updatedAt: now },
  };
}
