import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../ui/DataTable';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { CreatePublicationDialog } from './CreatePublicationDialog';
import { usePublicationActions, usePublicationOverview } from './publicationApi';
import { publicationColumns } from './publicationColumns';
import { usePublicationRemoval } from './usePublicationRemoval';

/** /publications/overview: the company's publications by type and status, their public link, visits and answers. */
export default function PublicationsOverviewScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const overview = usePublicationOverview();
  const removal = usePublicationRemoval();
  const { duplicate } = usePublicationActions();
  const [creating, setCreating] = useState(false);
  const ask = removal.ask;

  const columns = useMemo(
    () =>
      publicationColumns({
        t,
        lang,
        onDuplicate: (r) =>
          duplicate.mutate(
            { id: r.id, lang },
            { onSuccess: (c) => void navigate(`/publications/modify/${c.id}`) },
          ),
        onAsk: ask,
      }),
    [t, lang, duplicate, navigate, ask],
  );

  return (
    <Stack p="lg" gap="md" data-screen="publications.overview">
      <Group justify="space-between" align="start">
        <ScreenTitle title={t('screens.publications.overview')} intro={t('publications.intro')} />
        <Button onClick={() => setCreating(true)} data-testid="new-publication">
          {t('publications.create.open')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={overview.data}
        rowId={(r) => r.id}
        label={t('screens.publications.overview')}
        testId="publications-table"
        loading={overview.isPending}
        error={overview.isError ? t('publications.loadFailed') : undefined}
        onRetry={() => void overview.refetch()}
        empty={t('publications.empty')}
        onRowActivate={(r) => void navigate(`/publications/modify/${r.id}`)}
        rowProps={(r) => ({ 'data-testid': 'publication-row', 'data-name': r.name })}
        striped
        minWidth={760}
      />
      <Text size="sm" role="status" aria-live="polite">
        {removal.done}
      </Text>
      {creating && <CreatePublicationDialog opened onClose={() => setCreating(false)} />}
      {removal.dialog}
    </Stack>
  );
}
