/** What the shared test helpers (signUp, placeOrder…) need from an app: `app.inject` or real HTTP. */
export interface Injector {
  inject(request: InjectRequest): Promise<InjectResponse>;
}

export interface InjectRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}

export interface InjectResponse {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  cookies: Array<{ name: string; value: string }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same loose type as app.inject's
  json(): any;
}

function cookiesOf(response: Response) {
  return response.headers.getSetCookie().map((line) => {
    const pair = line.split(';', 1)[0]!;
    const equals = pair.indexOf('=');
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
}

/** The same calls as `app.inject`, over real HTTP to a server process at `baseUrl`. */
export function httpInjector(baseUrl: string): Injector {
  return {
    async inject({ method, url, headers = {}, payload }) {
      const response = await fetch(new URL(url, baseUrl), {
        method,
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
        body: payload ? JSON.stringify(payload) : undefined,
      });
      const body = await response.text();
      return {
        statusCode: response.status,
        body,
        headers: Object.fromEntries(response.headers),
        cookies: cookiesOf(response),
        json: () => JSON.parse(body),
      };
    },
  };
}
