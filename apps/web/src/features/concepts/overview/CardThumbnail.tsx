import { Box, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteTopView, type TopViewBuilding } from '../shared/SiteTopView';
import type { ConceptGeneration } from '../shared/useConceptGeneration';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

/** The concept's buildings on its site from above, or why not yet (generating, failed). */
export function CardThumbnail({
  g,
  buildings,
  name,
}: {
  g: ConceptGeneration;
  buildings: readonly TopViewBuilding[];
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <Box h={150} data-testid="concept-thumbnail">
      {g.status === 'ready' && g.site ? (
        <SiteTopView
          site={g.site}
          buildings={buildings}
          width="100%"
          height={150}
          title={t('conceptsOverview.topView', { name })}
        />
      ) : g.status === 'error' ? (
        <Center h={150}>
          <Text size="sm" c="red" data-testid="concept-error">
            {t('conceptsOverview.generationFailed', { error: g.error })}
          </Text>
        </Center>
      ) : (
        <Center h={150}>
          <LoadingIndicator size="sm" label={t('conceptsOverview.generating')} />
        </Center>
      )}
    </Box>
  );
}
