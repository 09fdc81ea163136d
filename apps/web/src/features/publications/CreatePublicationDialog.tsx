import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { publicationSources, type PublicationSource } from '@plotwise/contracts';
import { useEntityList } from '../../api/queries';
import { usePublicationActions } from './publicationApi';

const ENTITY = { location: 'locations', concept: 'concepts', searchquery: 'searchqueries' } as const;

/** Choose what to publish (a location, a concept or a saved search query) and open the new draft in the editor. */
export function CreatePublicationDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [source, setSource] = useState<PublicationSource>('location');
  const [id, setId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const records = useEntityList(ENTITY[source], { limit: 500, order: 'name' }, opened);
  const { create } = usePublicationActions();
  const submit = () => {
    if (!id) return;
    create.mutate(
      { source, id: Number(id), ...(name.trim() ? { name: name.trim() } : {}) },
      { onSuccess: (c) => void navigate(`/publications/modify/${c.id}`) },
    );
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('publications.create.title')}
      data-testid="create-publication"
    >
      <Stack>
        <SegmentedControl
          value={source}
          onChange={(v) => {
            setSource(v as PublicationSource);
            setId(null);
          }}
          data={publicationSources.map((s) => ({ value: s, label: t(`publications.create.sources.${s}`) }))}
          aria-label={t('publications.create.source')}
          data-testid="create-source"
        />
        <Select
          label={t(`publications.create.pick.${source}`)}
          data={(records.data?.items ?? []).map((r) => ({
            value: String(r.id),
            label: String(r.name || `#${r.id}`),
          }))}
          value={id}
          onChange={setId}
          searchable
          nothingFoundMessage={t('publications.create.nothing')}
          data-testid="create-source-record"
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('publications.create.name')}
          description={t('publications.create.nameHint')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        {create.isError && (
          <Text c="red.8" role="alert">
            {t('publications.create.failed')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('publications.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={!id}
            loading={create.isPending}
            data-testid="create-publication-submit"
          >
            {t('publications.create.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
