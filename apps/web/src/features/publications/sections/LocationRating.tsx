import { Group, Rating, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicLocation, PublicPage } from '@plotwise/contracts';
import { api } from '../../../api/api';
import type { PageMode } from './types';

/**
 * The location's rating (0-5 stars) as the publication's rating mode says: shown (view), changed by visitors
 * (edit, PATCH /api/locations/public/{key}/rating, refused by the server otherwise) or not shown (none).
 */
export function LocationRating({
  location,
  page,
  mode,
}: {
  location: PublicLocation;
  page: PublicPage;
  mode: PageMode;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const rate = useMutation({
    mutationFn: (rating: number) =>
      api.request('PATCH', `/locations/public/${encodeURIComponent(location.key)}/rating`, {
        body: { rating },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['pub-page', page.publication.key] }),
  });
  const ratingMode = page.publication.ratingMode;
  if (ratingMode === 'none') return null;
  const editable = ratingMode === 'edit' && mode === 'public';
  return (
    <Group gap="xs" mt="sm" data-testid="pub-rating">
      <Text size="sm" c="dimmed">
        {t(editable ? 'publications.rating.rate' : 'publications.rating.shown')}
      </Text>
      <Rating
        value={location.rating ?? 0}
        readOnly={!editable || rate.isPending}
        onChange={(v) => rate.mutate(v)}
        // a named group: editable it holds the star radios, read-only it is one picture of the stars
        role={editable ? 'radiogroup' : 'img'}
        aria-label={editable ? t('publications.rating.rate') : `${t('publications.rating.shown')} ${location.rating ?? 0}/5`}
      />
      {rate.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t('publications.rating.failed')}
        </Text>
      )}
    </Group>
  );
}
