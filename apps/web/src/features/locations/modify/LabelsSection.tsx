import {
  Alert,
  Badge,
  Button,
  CloseButton,
  ColorInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { labels as labelEntity } from '@plotwise/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { entityKeys, useEntityList, useEntityMutations } from '../../../api/queries';
import { SaveStatus } from '../../../ui/SaveStatus';
import { useUndoableDelete } from '../../../ui/useUndoableDelete';

interface LocationLabel {
  id: number;
  labelId: number | null;
}

/** The company's labels on this location: remove one, add one, or create a new label (with its colour) and add it. */
export function LabelsSection({ locationId, attached }: { locationId: number; attached: LocationLabel[] }) {
  const { t } = useTranslation();
  const all = useEntityList('labels', { order: 'name', limit: 500 });
  const links = useEntityMutations('locationslabels', [entityKeys.all('locations')]);
  const labelMutations = useEntityMutations('labels');
  const [name, setName] = useState('');
  const [color, setColor] = useState('#0b6e4f');
  const [error, setError] = useState<string | null>(null);
  const byId = new Map((all.data?.items ?? []).map((l) => [l.id, l]));
  const on = new Set(attached.map((a) => a.labelId));
  const free = (all.data?.items ?? [])
    .filter((l) => !on.has(l.id))
    .map((l) => ({ value: String(l.id), label: l.name ?? '' }));
  const add = (labelId: number) => links.create.mutate({ locationId, labelId });
  // one click on a label's cross takes it off at once; the link is removed only when the undo time has passed
  // (issue #42: no destructive action by one stray click)
  const unlinking = useUndoableDelete<LocationLabel>((a) => links.remove.mutateAsync(a.id));
  const nameOf = (a: LocationLabel) => (a.labelId ? byId.get(a.labelId)?.name : undefined) ?? '';
  const shown = attached.filter((a) => !unlinking.isHidden(a.id));

  const createLabel = async (e: FormEvent) => {
    e.preventDefault();
    const checked = labelEntity.fields.name.zod.safeParse(name.trim());
    if (!name.trim() || !checked.success) return setError(t('ui.form.required'));
    setError(null);
    try {
      const label = await labelMutations.create.mutateAsync({ name: name.trim(), color });
      setName('');
      add(label.id);
    } catch (err) {
      setError((err as Error).message);
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="labels-title" data-testid="labels-section">
      <Stack>
        <Title order={2} size="h4" id="labels-title">
          {t('locationModify.labelsTitle')}
        </Title>
        <Group gap="xs" data-testid="location-labels">
          {shown.length === 0 && <Text c="dimmed">{t('locationModify.labels.none')}</Text>}
          {shown.map((a) => {
            const label = a.labelId ? byId.get(a.labelId) : undefined;
            return (
              <Badge
                key={a.id}
                color={label?.color ?? 'gray'}
                variant="filled"
                size="lg"
                data-testid="location-label"
                rightSection={
                  <CloseButton
                    size="xs"
                    variant="transparent"
                    c="white"
                    aria-label={t('locationModify.labels.remove', { name: label?.name ?? '' })}
                    onClick={() => unlinking.remove(a)}
                  />
                }
              >
                {label?.name ?? '…'}
              </Badge>
            );
          })}
        </Group>
        {unlinking.pending && (
          <Alert color="yellow" p="xs" data-testid="label-removed" title={t('locationModify.labels.removed', { name: nameOf(unlinking.pending) })}>
            <Button size="xs" variant="white" onClick={unlinking.undo} data-testid="label-undo">
              {t('locationModify.labels.undo')}
            </Button>
          </Alert>
        )}
        <Select
          label={t('locationModify.labels.add')}
          placeholder={t('locationModify.labels.choose')}
          data={free}
          value={null}
          searchable
          onChange={(v) => v && add(Number(v))}
          nothingFoundMessage={t('locationModify.labels.noMore')}
          data-testid="label-add"
        />
        <form onSubmit={(e) => void createLabel(e)} aria-label={t('locationModify.labels.create')} noValidate>
          <Group align="flex-end">
            <TextInput
              label={t('locationModify.labels.newName')}
              name="label-name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              maxLength={200}
            />
            <ColorInput
              label={t('locationModify.labels.color')}
              value={color}
              onChange={setColor}
              w={140}
              withEyeDropper={false}
            />
            <Button type="submit" variant="default">
              {t('locationModify.labels.create')}
            </Button>
            <SaveStatus
              state={links.create.status === 'idle' ? links.remove.status : links.create.status}
              error={links.create.error ?? links.remove.error}
            />
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
