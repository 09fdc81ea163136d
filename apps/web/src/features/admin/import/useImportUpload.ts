import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { appConfig } from '../../../lib/environment';
import { importKeys } from './importApi';
import { importFormData, type ImportFormValues } from './importForm';
import { UploadAborted, uploadImport, type UploadProgress } from './uploadImport';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; name: string; size: number; progress: UploadProgress | null }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

/** How an upload ended: the server took it as a job, or the error that stopped it (a cancel too). */
type UploadOutcome = { jobId: number } | { error: unknown };

/**
 * The upload of an import with its progress: it can be cancelled, leaving the page asks first while it runs,
 * and leaving the screen cancels it.
 */
export function useImportUpload() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [upload, setUpload] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const uploading = upload.phase === 'uploading';

  // leaving the page would cancel the upload: the browser asks first
  useEffect(() => {
    if (!uploading) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [uploading]);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (values: ImportFormValues, file: File): Promise<UploadOutcome> => {
    const ctl = new AbortController();
    abort.current = ctl;
    setUpload({ phase: 'uploading', name: file.name, size: file.size, progress: null });
    try {
      const { jobId } = await uploadImport<{ jobId: number }>({
        url: `${appConfig().services.api}/admin/import`,
        form: importFormData(values, file),
        signal: ctl.signal,
        onProgress: (progress) => setUpload((u) => (u.phase === 'uploading' ? { ...u, progress } : u)),
      });
      setUpload({ phase: 'idle' });
      void qc.invalidateQueries({ queryKey: importKeys.runs });
      return { jobId };
    } catch (x) {
      if (x instanceof UploadAborted) setUpload({ phase: 'cancelled' });
      else if (isApiError(x) && x.code === 'network_error') setUpload({ phase: 'failed', message: t('adminImport.upload.networkError') });
      else setUpload({ phase: 'failed', message: (x as Error).message });
      return { error: x };
    } finally {
      abort.current = null;
    }
  };

  return { upload, uploading, start, cancel: () => abort.current?.abort() };
}
