import { Stack, Text } from '@mantine/core';
import { isDoubleUse, type ParkingDoubleUse, type ParkingDoubleUseMissing } from '@plotwise/core/feasibility/parkingDoubleUse';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { ExternalLink } from '../../ui/ExternalLink';

/** The nota a presence table comes from. */
interface PresenceSource {
  title: string;
  year: number;
  url: string | null;
}

/**
 * What double use did to a parking requirement (issue #43 item 1), in the editor's rules panel and the public section
 * alike: the busiest moment's places against the norms' sum, each moment's places and the presence table's nota; or
 * which input is missing, so the plain sum is never taken for a shared one.
 */
export function ParkingDoubleUseFacts({
  doubleUse,
  requiredWithoutDoubleUse,
  municipality,
  source,
}: {
  doubleUse: ParkingDoubleUse | ParkingDoubleUseMissing | null;
  requiredWithoutDoubleUse: number;
  municipality: string;
  source: PresenceSource | null;
}) {
  const { t, i18n } = useTranslation();
  if (!doubleUse) return null;
  const n = (v: number, digits = 1) => formatNumber(v, i18n.language, digits);
  const moment = (m: string) => t(`feasibility.doubleUse.momentNames.${m}`);
  if (!isDoubleUse(doubleUse)) {
    const text =
      doubleUse.reason === 'no_presence'
        ? t('feasibility.doubleUse.noPresence', { municipality })
        : doubleUse.reason === 'no_visitor_share'
          ? t('feasibility.doubleUse.noVisitorShare')
          : t('feasibility.doubleUse.incomplete', { groups: doubleUse.groups.map((g) => t(`feasibility.doubleUse.groups.${g}`)).join(', ') });
    return (
      <Text size="xs" c="dimmed" data-testid="parking-double-use" data-reason={doubleUse.reason}>
        {text}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="parking-double-use" data-required={doubleUse.required} data-peak={doubleUse.peakMoment}>
      <Text size="xs">
        {t('feasibility.doubleUse.applied', { required: n(doubleUse.required, 0), moment: moment(doubleUse.peakMoment), sum: n(requiredWithoutDoubleUse, 0) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('feasibility.doubleUse.moments', { list: doubleUse.moments.map((m) => `${moment(m.moment)} ${n(m.places)}`).join(' · ') })}
      </Text>
      {source && (
        <Text size="xs" c="dimmed">
          <ExternalLink url={source.url} size="xs">
            {t('feasibility.doubleUse.source', { title: source.title, year: source.year })}
          </ExternalLink>
        </Text>
      )}
    </Stack>
  );
}
