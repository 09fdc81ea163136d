import { Button, Stack, Text } from '@mantine/core';
import { companySetupRoutes, type GalleryLineResponse } from '@plotwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';
import { refusalText } from '../../ui/refusalText';

/**
 * The one-click fix of `galleries_unpriced` (ADR 0011) where a screen says it: the location takes a cost line per m²
 * of open gallery, the company template's or else the starting template's (the server decides and says which), and
 * every figure that reads the location's costs is computed again.
 */
export function AddGalleryLine({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const add = useMutation({
    mutationFn: (): Promise<GalleryLineResponse> =>
      api.call(companySetupRoutes.addGalleryLine, { params: { id: locationId }, expected: [404, 409] }),
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('costs') }),
  });
  return (
    <Stack gap={4} align="flex-start">
      <Button size="xs" loading={add.isPending} onClick={() => add.mutate()} data-testid="add-gallery-line">
        {t('sheets.warnings.addGalleryLine')}
      </Button>
      {add.isError && (
        <Text size="sm" c="red.8" role="alert">
          {refusalText(add.error, t)}
        </Text>
      )}
    </Stack>
  );
}
