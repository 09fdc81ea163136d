import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { areaAboveStandard, facadesAboveStandard, type FacadeExposure, type NoiseVerdict } from '@plotwise/core/feasibility/index';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import type { ConceptNoise } from '../shared/useConceptNoise';
import { NoiseCostLine } from './NoiseCostLine';

const COLOUR: Record<NoiseVerdict, string> = {
  above_limit: 'red.8',
  may_exceed_limit: 'orange.7',
  above_standard: 'yellow.4',
  may_exceed_standard: 'gray.3',
  within: 'teal.9',
};

/** What an exposure reads as: its value, source and the norms it is judged by. */
function ExposureText({ e }: { e: FacadeExposure }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language, 0);
  return (
    <>
      {t('feasibility.noise.governing', { db: n(e.ldenDb), name: e.sourceName || t(`feasibility.noise.class.${e.sourceClass}`), source: t(`feasibility.noise.class.${e.sourceClass}`) })}
      {e.standardDb !== null && e.limitDb !== null && ` · ${t('feasibility.noise.norms', { standard: n(e.standardDb), limit: n(e.limitDb) })}`}
    </>
  );
}

/**
 * The noise pre-check at the façades (issue #43 item 3): per dwelling building its worst verdict, the façade area
 * per verdict and the governing source against the Bkl's standard and limit values, with what a verdict means for the
 * plan (a deviation decision, a deaf façade), and a façade cost line to propose for the sheets. A missing noise layer
 * says nothing was checked, never "quiet".
 */
export function NoiseChecks({ noise, locationId }: { noise: ConceptNoise | null; locationId?: number }) {
  const { t, i18n } = useTranslation();
  if (!noise) return null;
  const lang = i18n.language;
  const m2 = (v: number) => formatNumber(v, lang, 0);
  const title = (
    <Title order={3} size="h6" id="noise-checks-title">
      {t('conceptEditor.noise.title')}
    </Title>
  );
  const body = () => {
    if (noise.status === 'loading') return <LoadingIndicator size="sm" label={t('common.loading')} />;
    if (noise.status === 'error')
      return (
        <Group gap="sm">
          <Text size="sm" c="red.8">{t('conceptEditor.noise.failed')}</Text>
          <Button size="compact-sm" variant="light" onClick={noise.retry}>{t('conceptEditor.noise.retry')}</Button>
        </Group>
      );
    if (!noise.layerImported) return <Text size="sm" data-testid="noise-not-checked">{t('conceptEditor.noise.noLayer')}</Text>;
    if (!noise.buildings.length) return <Text size="sm" c="dimmed">{t('conceptEditor.noise.noDwellings')}</Text>;
    return (
      <>
        {noise.contours === 0 && <Text size="sm">{t('conceptEditor.noise.noContours', { radius: noise.radiusMeters })}</Text>}
        {noise.buildings.map(({ buildingId, name, check: c }) => {
          const over = areaAboveStandard(c);
          const facadesOver = facadesAboveStandard(c).length;
          return (
            <Stack key={buildingId} gap={2} data-testid="noise-check" data-verdict={c.verdict} data-facades={c.facades.length} data-facades-over={facadesOver} data-area-over={Math.round(over)}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <Badge color={COLOUR[c.verdict]} autoContrast variant="filled" miw={70} style={{ flexShrink: 0 }}>
                  {t(`feasibility.noise.verdict.${c.verdict}`)}
                </Badge>
                <Text size="sm">
                  <b>{name}</b> · {t('conceptEditor.noise.facades', { over: facadesOver, count: c.facades.length })}
                  {c.governing && (
                    <>
                      {' · '}
                      <ExposureText e={c.governing} />
                    </>
                  )}
                </Text>
              </Group>
              {c.verdict !== 'within' && (
                <Text size="xs">
                  {t(`conceptEditor.noise.meaning.${c.verdict}`, { area: m2(c.verdict === 'may_exceed_standard' ? c.areaByVerdict.may_exceed_standard : over), limitArea: m2(c.areaByVerdict.above_limit) })}
                </Text>
              )}
              {locationId !== undefined && <NoiseCostLine locationId={locationId} buildingName={name} areaSquareMeters={over} />}
              {c.facades.some((f) => f.exposures.some((e) => e.sourceClass === 'road_unknown')) && <Text size="xs" c="dimmed">{t('conceptEditor.noise.unknownRoad')}</Text>}
              {c.facades.some((f) => f.exposures.some((e) => e.verdict === null)) && <Text size="xs" c="dimmed">{t('conceptEditor.noise.unchecked')}</Text>}
            </Stack>
          );
        })}
      </>
    );
  };
  return (
    <Stack gap={6} data-testid="noise-checks" role="group" aria-labelledby="noise-checks-title">
      {title}
      {body()}
      <Text size="xs" c="dimmed">
        {t('feasibility.noise.source', { date: noise.asOf ? formatDate(noise.asOf, lang) : t('feasibility.noise.noDate') })}
      </Text>
    </Stack>
  );
}
