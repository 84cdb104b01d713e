import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: reset and verification tokens, OAuth codes and states. */
const secretParameter = /token|code|state|secret|password|key|signature/i;
/** Path segments that are a secret: the reset link's token (`/reset-password/<token>`). */
const secretInPath = /(\/reset-password\/)[^/?#]+/gi;

/** The URL with every secret it may carry replaced by `[redacted]`, for the log. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(secretInPath, '$1[redacted]');
  if (queryStart === -1) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is logged as sent, its value redacted below when it looks secret
      }
      return equals !== -1 && secretParameter.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer, with the URL redacted (LOG_LEVEL=debug logs every request). */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
