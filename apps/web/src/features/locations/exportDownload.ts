import { CSRF_HEADER } from '@plotwise/contracts';
import i18next from 'i18next';
import { appConfig } from '../../app/environment';
import { ApiError } from '../../api/ApiError';
import { api } from '../../api/api';
import { saveBlob } from '../../lib/saveBlob';

/**
 * POST an export request and save the answer as a file. The data client reads JSON, an export is a file, so
 * this one call fetches the bytes itself (same cookie and CSRF header as the client); a refusal is recorded as
 * an error entry like any other. The screen's language goes along as Accept-Language: the file's words (owner
 * types in the XLSX) are those of the screen, not of the browser's settings.
 */
export async function downloadExport(path: string, body: unknown, fallbackName: string): Promise<void> {
  const url = `${appConfig().services.api.replace(/\/$/, '')}${path}`;
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'accept-language': i18next.language, [CSRF_HEADER]: 'plotwise' },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const error = new ApiError({
      status: res.status,
      code: `http_${res.status}`,
      message: res.statusText || 'export failed',
      method: 'POST',
      url,
    });
    await api.recordError({
      name: 'error_general',
      reference: `${res.status} POST ${path} export`,
      log: JSON.stringify({ status: res.status, url }),
    });
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}
