export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly method: string;
  readonly url: string;

  constructor(init: { status: number; code: string; message: string; details?: unknown; method: string; url: string }) {
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
