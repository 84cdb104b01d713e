/** Errors the services throw on purpose; the central error handler maps each code to one HTTP status. */
export const errorStatus = {
  INVALID: 400,
  UNAUTHORIZED: 401,
  CARD_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `No ${what} was found.`);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const invalid = (message: string) => new AppError('INVALID', message);
