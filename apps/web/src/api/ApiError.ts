import type { ErrorBody, ErrorCode } from '@plotwise/contracts';

/**
 * A failed call. `code` is one of the server's stable codes, or one of the client's own: `network_error` (no
 * answer) and `http_<status>` (an answer that is not ours, e.g. a proxy's error page).
 */
export type ClientErrorCode = ErrorCode | 'network_error' | 'bad_response' | `http_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly details: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: { status: number; code: ClientErrorCode; message: string; details?: unknown; method: string; url: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.method = init.method;
    this.url = init.url;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNotFound = (e: unknown): boolean => isApiError(e) && e.status === 404;

/** The ApiError of a failed answer: the server's `{ error: { code, message } }`, or the status alone for a body not of ours. */
export function errorOfAnswer(answer: { status: number; statusText: string; text: string }, method: string, url: string): ApiError {
  let code: ClientErrorCode = `http_${answer.status}`;
  let message = answer.statusText || `HTTP ${answer.status}`;
  let details: unknown;
  try {
    const body = JSON.parse(answer.text) as Partial<ErrorBody> | null;
    if (body?.error) {
      code = body.error.code ?? code;
      message = body.error.message ?? message;
      details = body.error.details;
    }
  } catch {
    // not JSON (a proxy's error page): the status says enough
  }
  return new ApiError({ status: answer.status, code, message, details, method, url });
}
