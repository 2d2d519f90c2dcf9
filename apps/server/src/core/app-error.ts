/** The one typed application error; its code decides the HTTP status. */
export type AppErrorCode =
  | 'badRequest'
  | 'unauthorized'
  | 'paymentDeclined'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooManyRequests'
  | 'serviceUnavailable';

/** The HTTP status of each code. */
export const STATUS_OF_CODE: Record<AppErrorCode, number> = {
  badRequest: 400,
  unauthorized: 401,
  paymentDeclined: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serviceUnavailable: 503,
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Extra fields merged into the JSON body (e.g. the login failure's data). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = STATUS_OF_CODE[code];
  }
}

export const badRequest = (message: string) => new AppError('badRequest', message);
export const unauthorized = (message = 'Your session has expired. Please sign in again.') =>
  new AppError('unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this.') => new AppError('forbidden', message);
export const notFound = (message = 'Not found.') => new AppError('notFound', message);
/** A business rule the user broke: the client shows it in the 'Error' modal. */
export const conflict = (message: string) => new AppError('conflict', message);
