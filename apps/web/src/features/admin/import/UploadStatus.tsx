import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatBytes, uploadPercent } from './importDisplay';
import { ProgressBar } from './ProgressBar';
import type { UploadState } from './useImportUpload';

/** How the upload goes: its progress while it runs, why it failed, or that it was cancelled. */
export function UploadStatus({ upload }: { upload: UploadState }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (upload.phase === 'failed')
    return (
      <Alert color="red" role="alert" title={t('adminImport.upload.failed')} data-testid="upload-failed">
        <Text size="sm">{upload.message}</Text>
      </Alert>
    );
  if (upload.phase === 'cancelled')
    return (
      <Text size="sm" role="status" data-testid="upload-cancelled">
        {t('adminImport.upload.cancelled')}
      </Text>
    );
  if (upload.phase !== 'uploading') return null;
  const sent = upload.progress;
  const percent = uploadPercent(sent);
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Text size="sm" fw={500} role="status">
        {sent && sent.total !== null && sent.loaded >= sent.total
          ? t('adminImport.upload.starting')
          : t('adminImport.upload.uploading', { name: upload.name })}
      </Text>
      <ProgressBar label={t('adminImport.upload.barLabel')} percent={percent} testId="upload-bar" />
      <Text size="xs" c="dimmed">
        {percent !== null && sent?.total
          ? t('adminImport.upload.progress', {
              loaded: formatBytes(sent.loaded, lang),
              total: formatBytes(sent.total, lang),
              percent,
            })
          : t('adminImport.upload.progressUnknown', {
              loaded: formatBytes(sent?.loaded ?? 0, lang),
              total: formatBytes(upload.size, lang),
            })}
      </Text>
    </Stack>
  );
}
