import { Stack, Text } from '@mantine/core';
import type { LocationNatura2000Response } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format';

/**
 * What the nitrogen screening's first step says (issue #43 item 4), in the editor's rules panel and the public section
 * alike: the nearest Natura 2000 area with its distance, code, status and sensitivity, the use phase all-electric, what
 * decides, the layer's date; without the layer, that nothing was screened.
 */
export function NitrogenFacts({ answer }: { answer: LocationNatura2000Response }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!answer.layerImported) return <Text size="sm" data-testid="nitrogen-not-screened">{t('feasibility.nitrogen.noLayer')}</Text>;
  const n = answer.nearest;
  const distance = (m: number) => (m >= 1000 ? `${formatNumber(m / 1000, lang, 1)} km` : `${formatNumber(m, lang, 0)} m`);
  return (
    <Stack gap={4}>
      {n ? (
        <Text size="sm" data-testid="nitrogen-nearest" data-distance={n.distanceMeters} data-site-code={n.siteCode ?? ''}>
          {n.distanceMeters === 0 ? t('feasibility.nitrogen.inside', { name: n.name }) : t('feasibility.nitrogen.nearest', { name: n.name, distance: distance(n.distanceMeters) })}
          {(n.siteCode || n.status) && ` (${[n.siteCode, n.status].filter(Boolean).join(', ')})`}
          {' · '}
          {t(n.nitrogenSensitive === true ? 'feasibility.nitrogen.sensitive' : n.nitrogenSensitive === false ? 'feasibility.nitrogen.notSensitive' : 'feasibility.nitrogen.sensitivityUnknown')}
        </Text>
      ) : (
        <Text size="sm">{t('feasibility.nitrogen.noneWithin', { km: Math.round(answer.searchedMeters / 1000) })}</Text>
      )}
      <Text size="xs">{t('feasibility.nitrogen.usePhase')}</Text>
      <Text size="xs">{t('feasibility.nitrogen.decides')}</Text>
      <Text size="xs" c="dimmed">
        {t('feasibility.nitrogen.source', { date: answer.asOf ? formatDate(answer.asOf, lang) : t('feasibility.noise.noDate') })}
      </Text>
    </Stack>
  );
}
