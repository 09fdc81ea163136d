import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import type { FinanceParametersInput } from '@plotwise/core/finance/index';
import type { FrontierAxis, RankedVariant } from '@plotwise/core/variants/index';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { entityKeys, useEntityDetail, useEntityList } from '../../../api/queries';
import { useSession } from '../../../api/session';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { useCurrentContext } from '../../../app/currentContext';
import { formatNumber } from '../../../lib/format';
import { companyGenerationParameters } from '../../concepts/shared/conceptInputs';
import { conceptSite } from '../../concepts/shared/conceptSite';
import { ScreenTitle } from '../../shared/ScreenTitle';
import { euros } from '../Figures';
import { sheetTabs, sheetUrl } from '../sheetLinks';
import { useSheetsData } from '../useSheetsData';
import { createVariantConcept } from './createVariantConcept';
import { FrontierChart } from './FrontierChart';
import { variantSearchInput } from './variantsInput';
import { VariantsTable } from './VariantsTable';
import { useVariantSearch } from './useVariantSearch';

const SCREEN = 'sheets.financeVariants';
const PATH = 'finance/variants';
const SHOWN = 20;
const COUNTS = ['250', '500', '1000'];

function Picker() {
  const { t } = useTranslation();
  const locations = useEntityList('locations', { limit: 200, order: 'name', where: { archived: false } });
  const [choice, setChoice] = useState<string | null>(null);
  if (choice) return <Navigate to={`/sheets/${PATH}/${choice}`} replace />;
  return (
    <Stack data-screen={SCREEN} maw={520}>
      <ScreenTitle title={t(`screens.${SCREEN}`)} intro={t('sheets.chooseLocation')} />
      <Select
        label={t('sheets.location')}
        searchable
        data={(locations.data?.items ?? []).map((l) => ({
          value: String(l.id),
          label: l.name || `#${l.id}`,
        }))}
        onChange={setChoice}
        data-testid="sheets-location-picker"
      />
    </Stack>
  );
}

/** /sheets/finance/variants/:location_id? — variants of one building on the site, ranked by residual land value. */
export default function VariantsScreen() {
  const params = useParams();
  const current = useCurrentContext();
  const { data: session } = useSession();
  const chosen =
    params.location_id ??
    current.locationId ??
    (session?.user.current_location ? String(session.user.current_location) : undefined);
  if (!chosen) return <Picker />;
  const id = Number(chosen);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return <LocationVariants locationId={id} />;
}

function LocationVariants({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const qc = useQueryClient();
  const { data: session } = useSession();
  const site = useEntityDetail('locations', locationId, 2);
  const data = useSheetsData(locationId);
  const [seed, setSeed] = useState(1);
  const [count, setCount] = useState(1000);
  const [axis, setAxis] = useState<FrontierAxis>('units');
  const [busy, setBusy] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number; name: string } | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);

  const location = site.data;
  const conceptSiteOf = useMemo(() => (location ? conceptSite(location) : undefined), [location]);
  const generationParameters = session?.company.cfg?.parameters;
  // the same rule as the building editor: unit references are the unit-mix feature (staff always)
  const unitMix = session?.user.is_staff === true || session?.company.cfg?.flags?.unitmix === true;
  const input = useMemo(() => {
    if (
      !conceptSiteOf ||
      conceptSiteOf.source === 'default' ||
      !data.units.data ||
      !data.costs.data ||
      !data.location.data
    )
      return undefined;
    if (data.units.data.items.length === 0) return undefined;
    const parameters = (data.location.data.cfg?.finance_parameters ?? {}) as FinanceParametersInput;
    return variantSearchInput(
      {
        site: conceptSiteOf,
        units: data.units.data.items,
        costs: data.costs.data.items,
        parameters,
        generationParameters: companyGenerationParameters(generationParameters),
        unitMix,
      },
      seed,
      count,
    );
  }, [
    conceptSiteOf,
    data.units.data,
    data.costs.data,
    data.location.data,
    generationParameters,
    unitMix,
    seed,
    count,
  ]);
  const constraints = data.constraints.data?.items;
  const { search, progress } = useVariantSearch(input, constraints);

  if (isNotFound(site.error) || isNotFound(data.location.error)) return <NotFoundScreen />;
  const failed =
    site.error ??
    data.location.error ??
    data.units.error ??
    data.costs.error ??
    data.constraints.error ??
    data.concepts.error;
  const title = `${t(`screens.${SCREEN}`)} · ${location?.name || `#${locationId}`}`;
  const tabs = (
    <Group component="nav" aria-label={t('sheets.tabs')} gap={4}>
      {sheetTabs.map((s) => (
        <Button
          key={s.path}
          component={Link}
          to={sheetUrl(s.path, locationId)}
          size="compact-sm"
          variant={s.path === PATH ? 'light' : 'subtle'}
          aria-current={s.path === PATH ? 'page' : undefined}
          data-testid={`sheet-tab-${s.path.replace('/', '-')}`}
        >
          {t(`screens.${s.screen}`)}
        </Button>
      ))}
    </Group>
  );
  if (failed)
    return (
      <Stack data-screen={SCREEN}>
        <ScreenTitle title={title} />
        <Alert color="red" role="alert" title={t('sheets.loadFailed')}>
          {failed.message}
        </Alert>
      </Stack>
    );
  if (
    !location ||
    !conceptSiteOf ||
    !data.units.data ||
    !data.costs.data ||
    !constraints ||
    !data.concepts.data
  )
    return (
      <Center data-screen={SCREEN} mih={240}>
        <Loader aria-label={t('sheets.loading')} />
      </Center>
    );

  const make = async (v: RankedVariant) => {
    if (!input || !search.data) return;
    setBusy(v.key);
    setCreateError(null);
    try {
      const name = t('sheets.variants.conceptName', {
        block: t(`sheets.variants.blocks.${v.block}`),
        floors: v.floors,
      });
      const concept = await createVariantConcept(
        locationId,
        data.concepts.data?.items ?? [],
        name,
        input,
        search.data.result.plan,
        v,
      );
      setCreated({ id: concept.id, name: concept.name ?? name });
      await Promise.all([
        qc.invalidateQueries({ queryKey: entityKeys.all('concepts') }),
        qc.invalidateQueries({ queryKey: entityKeys.all('buildings') }),
        qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
      ]);
    } catch (error) {
      setCreateError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  const result = search.data?.result;
  const noSite = conceptSiteOf.source === 'default';
  const noUnits = data.units.data.items.length === 0;
  return (
    <Stack data-screen={SCREEN} gap="sm">
      <ScreenTitle title={title} intro={t('sheets.variants.intro')} />
      {tabs}
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
          {t('sheets.variants.noUnits')}
        </Alert>
      )}
      {input && (
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
            disabled={search.isFetching}
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
            {t('sheets.variants.site', {
              area: formatNumber(conceptSiteOf.plotAreaSquareMeters, lang, 0),
              height:
                conceptSiteOf.maxHeightMeters === null
                  ? t('sheets.variants.noHeight')
                  : `${formatNumber(conceptSiteOf.maxHeightMeters, lang, 1)} m`,
            })}
          </Text>
        </Group>
      )}
      {search.isFetching && (
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
      )}
      {search.error && (
        <Alert color="red" role="alert" title={t('sheets.variants.failed')}>
          {search.error.message}
        </Alert>
      )}
      {createError && (
        <Alert color="red" role="alert" title={t('sheets.variants.createFailed')}>
          {createError}
        </Alert>
      )}
      {created && (
        <Alert
          color="green"
          data-testid="variant-created"
          title={t('sheets.variants.created', { name: created.name })}
        >
          <Anchor component={Link} to={`/concepts/${locationId}`} data-testid="variant-to-concepts">
            {t('sheets.variants.toConcepts')}
          </Anchor>
        </Alert>
      )}
      {result && !search.isFetching && result.variants.length === 0 && (
        <Alert color="yellow" data-testid="variants-none">
          {t('sheets.variants.none', { n: result.evaluated })}
        </Alert>
      )}
      {result && !search.isFetching && result.variants.length > 0 && (
        <Stack gap="sm" data-testid="variants-result">
          <Text size="sm" data-testid="variants-summary">
            {t('sheets.variants.summary', {
              evaluated: formatNumber(result.evaluated, lang, 0),
              kept: formatNumber(result.variants.length, lang, 0),
              seconds: formatNumber((search.data?.ms ?? 0) / 1000, lang, 1),
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
          <VariantsTable
            rows={result.variants.slice(0, SHOWN)}
            busyKey={busy}
            onCreate={(v) => void make(v)}
          />
        </Stack>
      )}
    </Stack>
  );
}
