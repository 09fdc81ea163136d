import { CSRF_HEADER, routeUrl, type RouteContract, type RouteInput } from '@plotwise/contracts';
import i18next from 'i18next';
import { appConfig } from '../lib/environment';
import { saveBlob } from '../lib/saveBlob';
import { api } from './api';
import { errorOfAnswer } from './ApiError';

// The routes whose answer is a file (contracts defineRoute with `file`): the data client reads JSON, so these
// fetch the bytes themselves, with the same cookie and CSRF header; their inputs are typed by the contract all the same.

/** A declared route that answers a file (an XLSX, a GeoPackage). */
type FileRoute = RouteContract & { file: string };

type Parts = { params?: Record<string, unknown>; query?: Record<string, string | number | undefined>; body?: unknown };

/** The address of a file route with its inputs, for a link the browser follows itself (a GET download). */
export function fileRouteHref<C extends FileRoute>(contract: C, input: RouteInput<C>): string {
  const { params, query } = input as Parts;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) q.set(k, String(v));
  const search = q.toString();
  return `${appConfig().services.api.replace(/\/$/, '')}${routeUrl(contract, params).replace(/^\/api/, '')}${search ? `?${search}` : ''}`;
}

/**
 * Call a file route and save its answer under the name the server gives (content-disposition), else `fallbackName`.
 * The screen's language goes along as Accept-Language: the file's words (owner types in an XLSX) are those of the
 * screen, not of the browser's settings. A refusal is an ApiError, recorded as an error entry like any other.
 */
export async function downloadFileRoute<C extends FileRoute>(contract: C, input: RouteInput<C>, fallbackName: string): Promise<void> {
  const url = fileRouteHref(contract, input);
  const { body } = input as Parts;
  const headers: Record<string, string> = { 'accept-language': i18next.language, [CSRF_HEADER]: 'plotwise' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: contract.method, credentials: 'same-origin', headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) {
    const error = errorOfAnswer({ status: res.status, statusText: res.statusText, text: await res.text().catch(() => '') }, contract.method, url);
    await api.recordError({
      name: 'error_general',
      reference: `${res.status} ${contract.method} ${contract.path} file`,
      log: JSON.stringify({ status: res.status, code: error.code, url }),
    });
    throw error;
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveBlob(await res.blob(), name);
}
