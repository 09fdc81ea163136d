import { Alert, Anchor, Center, Stack } from '@mantine/core';
import type { FrontierAxis, VariantSearchResult } from '@plotwise/core/variants/index';
import { useMemo, useState } from 'react';
import { constraintsInForce } from '@plotwise/core/zoning/index';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFound } from '../../../api/ApiError';
import { useSession } from '../../../api/session';
import { NotFoundScreen } from '../../../app/NotFoundScreen';
import { useCurrentContext } from '../../../app/currentContext';
import { ScreenTitle } from '../../../ui/ScreenTitle';
import { LocationPicker, SheetTabs } from '../SheetNavigation';
import { useVariantCreation } from './useVariantCreation';
import { useVariantSearch } from './useVariantSearch';
import { useVariantsInput } from './useVariantsInput';
import { VariantsControls, VariantsNotices, VariantsProgressBar, VariantsResult } from './VariantsPanels';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

const SCREEN = 'sheets.financeVariants';
const PATH = 'finance/variants';

/** /sheets/finance/variants/:location_id? — variants of one building on the site, ranked by residual land value. */
export default function VariantsScreen() {
  const params = useParams();
  const current = useCurrentContext();
  const { data: session } = useSession();
  const chosen =
    params.location_id ??
    current.locationId ??
    (session?.user.current_location ? String(session.user.current_location) : undefined);
  if (!chosen) return <LocationPicker screen={SCREEN} path={PATH} />;
  const id = Number(chosen);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundScreen />;
  return <LocationVariants locationId={id} />;
}

function LocationVariants({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const { site, data, conceptSiteOf, unitMix, input, seed, setSeed, count, setCount } =
    useVariantsInput(locationId);
  const [axis, setAxis] = useState<FrontierAxis>('units');
  // a variant is held to the constraints in force: a hand one may replace a derived one (core constraintsInForce)
  const items = data.constraints.data?.items;
  const constraints = useMemo(() => items && constraintsInForce(items).inForce, [items]);
  const { search, progress } = useVariantSearch(input, constraints);
  const creation = useVariantCreation(locationId, data.concepts.data?.items, input, search.data?.result.plan);

  if (isNotFound(site.error) || isNotFound(data.location.error)) return <NotFoundScreen />;
  const failed =
    site.error ??
    data.location.error ??
    data.units.error ??
    data.costs.error ??
    data.constraints.error ??
    data.concepts.error;
  const location = site.data;
  const title = `${t(`screens.${SCREEN}`)} · ${location?.name || `#${locationId}`}`;
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
        <LoadingIndicator label={t('sheets.loading')} />
      </Center>
    );

  const result = search.data?.result;
  const shown = result && !search.isFetching ? result : undefined;
  return (
    <Stack data-screen={SCREEN} gap="sm">
      <ScreenTitle title={title} intro={t('sheets.variants.intro')} />
      <SheetTabs path={PATH} locationId={locationId} />
      <VariantsNotices
        locationId={locationId}
        noSite={conceptSiteOf.source === 'default'}
        noUnits={data.units.data.items.length === 0}
      />
      {input && (
        <VariantsControls
          seed={seed}
          setSeed={setSeed}
          count={count}
          setCount={setCount}
          searching={search.isFetching}
          unitMix={unitMix}
          site={conceptSiteOf}
        />
      )}
      {search.isFetching && <VariantsProgressBar progress={progress} />}
      <VariantsMessages
        locationId={locationId}
        searchError={search.error}
        createError={creation.createError}
        created={creation.created}
        noneOf={shown && shown.variants.length === 0 ? shown : undefined}
      />
      {shown && shown.variants.length > 0 && (
        <VariantsResult
          result={shown}
          ms={search.data?.ms ?? 0}
          axis={axis}
          setAxis={setAxis}
          busyKey={creation.busy}
          onCreate={(v) => void creation.create(v)}
        />
      )}
    </Stack>
  );
}

/** What went wrong searching or creating, the concept just made, or a search that kept no variant. */
function VariantsMessages({
  locationId,
  searchError,
  createError,
  created,
  noneOf,
}: {
  locationId: number;
  searchError: Error | null;
  createError: string | null;
  created: { id: number; name: string } | null;
  noneOf: VariantSearchResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {searchError && (
        <Alert color="red" role="alert" title={t('sheets.variants.failed')}>
          {searchError.message}
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
      {noneOf && (
        <Alert color="yellow" data-testid="variants-none">
          {t('sheets.variants.none', { n: noneOf.evaluated })}
        </Alert>
      )}
    </>
  );
}
