import { ActionIcon, FileButton, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { appConfig } from '../../../lib/environment';
import { entityKeys, useEntityMutations } from '../../../api/queries';
import { byOrder, orderChanges } from '../../../lib/order';
import { useDeleteConfirm } from '../../../ui/useDeleteConfirm';
import { CommitTextInput } from '../../../ui/CommitTextInput';
import { SaveStatus } from '../../../ui/SaveStatus';
import { SortableList } from '../../../ui/SortableList';
import { useDerivedState } from '../../../ui/useDerivedState';

type LocationImage = ApiRecord<'images'>;
const thumbUrl = (id: number) => `${appConfig().services.api}/images/binary/${id}/thumb.png`;
const imageUrl = (id: number) => `${appConfig().services.api}/images/binary/${id}/img.png`;

/** The location's images: upload (the server refuses what is not an image or too large), caption, order, delete. */
export function ImagesSection({ locationId, images }: { locationId: number; images: LocationImage[] }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { update, remove, order } = useEntityMutations('images', [entityKeys.all('locations')]);
  const [items, setItems] = useDerivedState(images, (list) => [...list].sort(byOrder));
  const deletion = useDeleteConfirm(
    (i: LocationImage) => i.name ?? '',
    (i) => remove.mutate(i.id),
  );
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('type', 'attachment');
      form.set('locationId', String(locationId));
      form.set('name', file.name);
      form.set('file', file);
      return api.upload(form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const last = [upload, update, remove, order].find((m) => m.status !== 'idle');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="images-title" data-testid="images-section">
      {deletion.dialog}
      <Stack>
        <Title order={2} size="h4" id="images-title">
          {t('locationModify.imagesTitle')}
        </Title>
        {items.length === 0 && <Text c="dimmed">{t('locationModify.images.none')}</Text>}
        <SortableList
          items={items}
          label={(i) => i.name ?? ''}
          onReorder={(next) => {
            setItems(next);
            const changes = orderChanges(next);
            if (changes.length) order.mutate(changes);
          }}
          render={(i) => (
            <Group wrap="nowrap" align="center">
              <a href={imageUrl(i.id)} target="_blank" rel="noreferrer">
                <Image src={thumbUrl(i.id)} alt={i.name ?? ''} w={96} h={72} fit="cover" radius="sm" />
              </a>
              <CommitTextInput
                label={t('locationModify.images.caption')}
                value={i.name ?? ''}
                maxLength={500}
                onCommit={(v) => update.mutate({ id: i.id, body: { name: v.trim() } })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('common.deleteNamed', { name: i.name ?? '' })}
                onClick={() => deletion.ask(i)}
              >
                ×
              </ActionIcon>
            </Group>
          )}
        />
        <Group>
          <FileButton
            onChange={(f) => f && upload.mutate(f)}
            accept="image/png,image/jpeg,image/webp,image/gif"
          >
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {t('locationModify.images.upload')}
              </Button>
            )}
          </FileButton>
          {last && <SaveStatus state={last.status} error={last.error} />}
        </Group>
      </Stack>
    </Paper>
  );
}
