import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/ApiError';
import { UploadAborted, uploadImport, type XhrLike } from './uploadImport';

const EVENT = {} as ProgressEvent;

/** A stand-in for XMLHttpRequest that the test drives: progress events, then an answer. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: XhrLike['onload'] = null;
  onerror: XhrLike['onerror'] = null;
  onabort: XhrLike['onabort'] = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(EVENT);
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, body: string, statusText = '') {
    Object.assign(this, { status, responseText: body, statusText });
    this.onload?.(EVENT);
  }
}

const form = () => {
  const f = new FormData();
  f.set('format', 'brk-gml');
  f.set('file', new Blob(['<kk:DKK/>']), 'perceel.gml');
  return f;
};

describe('uploadImport', () => {
  it('posts the form with the CSRF header and cookies, reports progress and resolves with the job', async () => {
    const xhr = new FakeXhr();
    const seen: unknown[] = [];
    const p = uploadImport<{ jobId: number }>({ url: '/api/admin/import', form: form(), onProgress: (x) => seen.push(x), createXhr: () => xhr });
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/admin/import', withCredentials: true, headers: { 'x-requested-with': 'plotwise' } });
    expect((xhr.body?.get('file') as File).name).toBe('perceel.gml');
    xhr.progress(100, 400);
    xhr.progress(400, 400);
    xhr.progress(50, 0, false);
    xhr.answer(202, JSON.stringify({ jobId: 7, status: 'running' }));
    await expect(p).resolves.toEqual({ jobId: 7, status: 'running' });
    expect(seen).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
      { loaded: 50, total: null },
    ]);
  });

  it("rejects with the server's error code and message", async () => {
    const xhr = new FakeXhr();
    const p = uploadImport({ url: '/api/admin/import', form: form(), createXhr: () => xhr });
    xhr.answer(400, JSON.stringify({ error: { code: 'bad_request', message: 'Unknown import format "dxf"' } }), 'Bad Request');
    const e = (await p.catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 400, code: 'bad_request', message: 'Unknown import format "dxf"' });
  });

  it('rejects with the status when the answer is not JSON, and with network_error when the connection drops', async () => {
    const a = new FakeXhr();
    const pa = uploadImport({ url: '/u', form: form(), createXhr: () => a });
    a.answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(pa).rejects.toMatchObject({ status: 502, code: 'http_502', message: 'Bad Gateway' });
    const b = new FakeXhr();
    const pb = uploadImport({ url: '/u', form: form(), createXhr: () => b });
    b.onerror?.(EVENT);
    await expect(pb).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('aborts the request when the signal fires', async () => {
    const xhr = new FakeXhr();
    const ctl = new AbortController();
    const p = uploadImport({ url: '/u', form: form(), signal: ctl.signal, createXhr: () => xhr });
    xhr.progress(10, 1000);
    ctl.abort();
    await expect(p).rejects.toBeInstanceOf(UploadAborted);
    expect(xhr.aborted).toBe(true);
    // an already aborted signal sends nothing
    const never = new FakeXhr();
    await expect(uploadImport({ url: '/u', form: form(), signal: ctl.signal, createXhr: () => never })).rejects.toBeInstanceOf(UploadAborted);
    expect(never.body).toBeNull();
  });
});
