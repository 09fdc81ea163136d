import { Button, FileButton, Group, Image } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { appConfig } from '../../../lib/environment';

const url = (id: number, size: 'img' | 'thumb') =>
  `${appConfig().services.api}/images/binary/${id}/${size}.png`;

/** The images attached to a note or task (their thumbnails open the image) and a button to attach one. */
export function NoteImages({ noteId, images }: { noteId: number; images: ApiRecord<'images'>[] }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('type', 'attachment');
      form.set('noteId', String(noteId));
      form.set('name', file.name);
      form.set('file', file);
      return api.upload(form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('images') }),
  });
  return (
    <Group gap="xs" data-testid="note-images">
      {images.map((i) => (
        <a key={i.id} href={url(i.id, 'img')} target="_blank" rel="noreferrer">
          <Image src={url(i.id, 'thumb')} alt={i.name ?? ''} w={48} h={36} fit="cover" radius="xs" />
        </a>
      ))}
      <FileButton onChange={(f) => f && upload.mutate(f)} accept="image/png,image/jpeg,image/webp,image/gif">
        {(props) => (
          <Button size="compact-xs" variant="subtle" loading={upload.isPending} {...props}>
            {t('locationModify.notes.attach')}
          </Button>
        )}
      </FileButton>
      {upload.isError && <span role="alert">{(upload.error as Error).message}</span>}
    </Group>
  );
}
