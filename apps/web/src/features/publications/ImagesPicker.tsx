import { Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicSection } from '@plotwise/contracts';
import { appConfig } from '../../lib/environment';
import { useImageChoices } from './publicationApi';

const thumbUrl = (id: number) => `${appConfig().services.api}/images/binary/${id}/thumb.png`;

/**
 * Which of the location's or concept's images an images carrousel shows: all of them (also ones added later; param2
 * empty) or the ones ticked (param2: their ids). The images themselves are added on the location.
 */
export function ImagesPicker({
  publicationId,
  picked,
  onSave,
  disabled,
}: {
  publicationId: number;
  picked: PublicSection['param2'];
  onSave: (param2: number[] | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const choices = useImageChoices(publicationId);
  const all = !Array.isArray(picked);
  const ids = new Set(Array.isArray(picked) ? picked.map(Number) : []);
  const images = choices.data ?? [];
  if (choices.isError)
    return (
      <Text c="red.8" role="alert">
        {t('publicationImages.loadFailed')}
      </Text>
    );
  if (choices.data && !images.length)
    return (
      <Text c="dimmed" size="sm" data-testid="image-choices-none">
        {t('publicationImages.none')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="image-choices">
      <Checkbox
        label={t('publicationImages.all')}
        checked={all}
        // until the choices are loaded, unticking "all" would save an empty pick
        disabled={disabled || !choices.data}
        onChange={(e) => onSave(e.currentTarget.checked ? null : images.map((i) => i.id))}
        data-testid="image-choices-all"
      />
      {!all && (
        <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" size="sm">
            {t('publicationImages.pick')}
          </Text>
          {images.map((i) => (
            <Group key={i.id} gap="xs" wrap="nowrap">
              <Checkbox
                checked={ids.has(i.id)}
                disabled={disabled}
                aria-label={i.name || `#${i.id}`}
                onChange={(e) =>
                  onSave(
                    images
                      .filter((x) => (x.id === i.id ? e.currentTarget.checked : ids.has(x.id)))
                      .map((x) => x.id),
                  )
                }
                data-testid="image-choice"
              />
              <Image src={thumbUrl(i.id)} alt="" w={64} h={48} fit="cover" radius="sm" />
              <Text size="sm">{i.name || `#${i.id}`}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
