import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoreRows } from './types';

/**
 * What a DataTable shows instead of its rows: the error (with a retry) when no rows are left, "loading" before the
 * first rows, or the empty words; undefined when the rows show. A screen's own element replaces the words as is.
 */
export function tableStatus(
  {
    rows,
    loading,
    error,
    onRetry,
    empty,
    testId,
  }: {
    rows: readonly unknown[] | undefined;
    loading?: boolean;
    error?: ReactNode;
    onRetry?: () => void;
    empty?: ReactNode;
    testId?: string;
  },
  t: TFunction,
): ReactNode | undefined {
  if (error && !rows?.length && typeof error !== 'string') return <>{error}</>;
  if (error && !rows?.length)
    return (
      <Alert color="red" variant="light" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
        <Text size="sm">{error}</Text>
        {onRetry && (
          <Button size="compact-xs" variant="light" mt={4} onClick={onRetry}>
            {t('ui.table.retry')}
          </Button>
        )}
      </Alert>
    );
  if (!rows || (loading && !rows.length))
    return (
      <Group gap="xs" aria-busy="true" data-testid={testId ? `${testId}-loading` : undefined}>
        <Loader size="xs" />
        <Text size="sm">{t('ui.table.loading')}</Text>
      </Group>
    );
  if (!rows.length && empty && typeof empty !== 'string') return <>{empty}</>;
  if (!rows.length)
    return (
      <Text size="sm" c="dimmed" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty ?? t('ui.table.empty')}
      </Text>
    );
  return undefined;
}

/** Under a DataTable's rows: the "more" line (words, a spinner or Show more), and "updating" while it refreshes. */
export function DataTableFooter({ more, refreshing, testId }: { more?: MoreRows; refreshing?: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {more && (
        <Group gap="xs" mt="xs" data-testid={testId ? `${testId}-more` : undefined}>
          {more.loading && !more.onMore && <Loader size="xs" />}
          {more.text && (
            <Text size="sm" c="dimmed">
              {more.text}
            </Text>
          )}
          {more.onMore && (
            <Button size="xs" variant="light" loading={more.loading} onClick={more.onMore}>
              {t('ui.table.more')}
            </Button>
          )}
        </Group>
      )}
      {refreshing && (
        <Group gap={6} mt={4}>
          <Loader size="xs" />
          <Text size="xs">{t('ui.table.updating')}</Text>
        </Group>
      )}
    </>
  );
}
