import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { collapseOrientations, type FrontierAxis, type RankedVariant, type VariantSearchResult } from '@plotwise/core/variants/index';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import type { ConceptSite } from '@plotwise/contracts/conceptGeneration/conceptSite';
import { TakeUnitTypes } from '../../unitTypes/TakeUnitTypes';
import { euros } from '../Figures';
import { FrontierChart } from './FrontierChart';
import type { VariantsProgress } from './variantsClient';
import { VariantsTable } from './VariantsTable';

const SHOWN = 20;
const COUNTS = ['250', '500', '1000'];

/** Why no search runs: the location has no drawn site, or no unit types to fill a building with. */
export function VariantsNotices({
  locationId,
  noSite,
  noUnits,
}: {
  locationId: number;
  noSite: boolean;
  noUnits: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {noSite && (
        <Alert color="yellow" data-testid="variants-no-site" title={t('sheets.variants.noSiteTitle')}>
          {t('sheets.variants.noSite')}{' '}
          <Anchor component={Link} to={`/locations/detail/${locationId}/modifyplot`}>
            {t('sheets.variants.toSite')}
          </Anchor>
        </Alert>
      )}
      {!noSite && noUnits && (
        <Alert color="yellow" data-testid="variants-no-units" title={t('sheets.variants.noUnitsTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('sheets.variants.noUnits')}</Text>
            <TakeUnitTypes locationId={locationId} />
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** The seed and count of the search, a button for another seed, and the site the search fills. */
export function VariantsControls({
  seed,
  setSeed,
  count,
  setCount,
  searching,
  unitMix,
  site,
}: {
  seed: number;
  setSeed: Dispatch<SetStateAction<number>>;
  count: number;
  setCount: (count: number) => void;
  searching: boolean;
  unitMix: boolean;
  site: ConceptSite;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Group align="flex-end" gap="sm">
      <NumberInput
        label={t('sheets.variants.seed')}
        value={seed}
        min={0}
        max={2 ** 31 - 1}
        allowDecimal={false}
        onChange={(v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && setSeed(v)}
        w={140}
        data-testid="variants-seed"
      />
      <Select
        label={t('sheets.variants.count')}
        data={COUNTS.map((c) => ({ value: c, label: formatNumber(Number(c), lang, 0) }))}
        value={String(count)}
        onChange={(v) => v && setCount(Number(v))}
        allowDeselect={false}
        w={140}
        data-testid="variants-count"
      />
      <Button
        variant="light"
        onClick={() => setSeed((s) => s + 1)}
        disabled={searching}
        data-testid="variants-again"
      >
        {t('sheets.variants.again')}
      </Button>
      {!unitMix && (
        <Text size="sm" c="dimmed" data-testid="variants-no-unit-mix">
          {t('sheets.variants.noUnitMix')}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {site.maxHeightMeters === null
          ? t('sheets.variants.siteNoHeightLimit', { area: formatNumber(site.plotAreaSquareMeters, lang, 0) })
          : t('sheets.variants.site', {
              area: formatNumber(site.plotAreaSquareMeters, lang, 0),
              height: `${formatNumber(site.maxHeightMeters, lang, 1)} m`,
            })}
      </Text>
    </Group>
  );
}

/** How far the running search is, as a sentence and a bar. */
export function VariantsProgressBar({ progress }: { progress: VariantsProgress }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid="variants-progress">
      <Text size="sm">
        {t('sheets.variants.searching', { done: progress.done, total: progress.total || '…' })}
      </Text>
      <Progress
        value={progress.total ? (100 * progress.done) / progress.total : 2}
        animated
        aria-label={t('sheets.variants.progressLabel')}
      />
    </Stack>
  );
}

/**
 * The kept variants of a finished search: a summary, the frontier chart on the chosen axis and the best rows.
 * The axis lives in the screen, so it stays as chosen while another search runs.
 */
export function VariantsResult({
  result,
  ms,
  axis,
  setAxis,
  busyKey,
  onCreate,
}: {
  result: VariantSearchResult;
  ms: number;
  axis: FrontierAxis;
  setAxis: (axis: FrontierAxis) => void;
  busyKey: string | null;
  onCreate: (v: RankedVariant) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap="sm" data-testid="variants-result">
      <Text size="sm" data-testid="variants-summary">
        {t('sheets.variants.summary', {
          evaluated: formatNumber(result.evaluated, lang, 0),
          kept: formatNumber(result.variants.length, lang, 0),
          seconds: formatNumber(ms / 1000, lang, 1),
          best: euros(result.variants[0]!.rgwCents, lang),
        })}
      </Text>
      <SegmentedControl
        value={axis}
        onChange={(v) => setAxis(v as FrontierAxis)}
        data={(['units', 'gfa', 'fsi'] as const).map((a) => ({
          value: a,
          label: t(`sheets.variants.axis.${a}`),
        }))}
        aria-label={t('sheets.variants.axisLabel')}
        w="fit-content"
      />
      <FrontierChart variants={result.variants} axis={axis} />
      <Text size="xs" c="dimmed">
        {t('sheets.variants.legend')}
      </Text>
      <VariantsTable rows={collapseOrientations(result.variants).slice(0, SHOWN)} busyKey={busyKey} onCreate={onCreate} />
    </Stack>
  );
}
