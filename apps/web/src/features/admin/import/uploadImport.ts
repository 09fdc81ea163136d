import { CSRF_HEADER } from '@plotwise/contracts';
import { ApiError, errorOfAnswer } from '../../../api/ApiError';

/** Bytes of the request body sent so far; `total` is null when the browser cannot tell. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

/** The part of XMLHttpRequest an upload needs (a fake stands in for it in tests). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  withCredentials: boolean;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((e: ProgressEvent) => void) | null };
  onload: ((e: ProgressEvent) => void) | null;
  onerror: ((e: ProgressEvent) => void) | null;
  onabort: ((e: ProgressEvent) => void) | null;
}

export interface UploadOptions {
  url: string;
  form: FormData;
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  createXhr?: () => XhrLike;
}

export class UploadAborted extends Error {
  constructor() {
    super('The upload was cancelled');
    this.name = 'AbortError';
  }
}

const errorOf = (xhr: XhrLike, url: string): ApiError =>
  errorOfAnswer({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }, 'POST', url);

/**
 * Send an import upload with XMLHttpRequest, because fetch reports no upload progress. The browser streams
 * the file from disk, so a file of gigabytes never sits in memory. Resolves with the server's 202 answer.
 */
export function uploadImport<T>({ url, form, onProgress, signal, createXhr = () => new XMLHttpRequest() }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadAborted());
    const xhr = createXhr();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    // the server's CSRF check for cookie-authenticated writes, as the API client sends it
    xhr.setRequestHeader(CSRF_HEADER, 'plotwise');
    xhr.upload.onprogress = (e) => onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError({ status: xhr.status, code: 'bad_response', message: 'The server answered without a job', method: 'POST', url }));
        }
      } else reject(errorOf(xhr, url));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, code: 'network_error', message: 'The connection to the server was lost during the upload', method: 'POST', url }));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadAborted());
    };
    xhr.send(form);
  });
}
