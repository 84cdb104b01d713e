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

// One constructor per code: services and routes throw these, never `new AppError(…)` themselves.
export const invalid = (message: string) => new AppError('INVALID', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHORIZED', message);
export const cardDeclined = (message: string) => new AppError('CARD_DECLINED', message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError('FORBIDDEN', message);
/** 404 saying `No {what} was found.`, or the message given. */
export const notFound = (what: string, message = `No ${what} was found.`) =>
  new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooLarge = (message: string) => new AppError('TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);
export const rateLimited = (message: string) => new AppError('RATE_LIMITED', message);
export const unavailable = (message: string) => new AppError('UNAVAILABLE', message);
