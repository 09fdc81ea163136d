import { errorCodes, type ErrorCode } from '@plotwise/contracts';

/** An expected failure with a stable code; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
  get status(): number {
    return errorCodes[this.code];
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You may not do this') => new AppError('forbidden', message);
