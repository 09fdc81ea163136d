import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import OutlineLinksSvg from '../publications/sections/OutlineLinksSvg';
import { ibisPath, useIbisMap } from './ibisApi';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

/**
 * The survey's business parks as an SVG of their register outlines (RD metres, no tiles, no map library), each a
 * link to its park step, reachable with Tab and opened with Enter. Loaded, with its outlines, only when the map nears
 * the viewport (IbisMap in IbisSteps.tsx); the parks' table or the municipalities list beside it is the list to read.
 */
export default function IbisParksMap({ surveyKey, municipality, color }: { surveyKey: string; municipality?: string; color: string }) {
  const { t } = useTranslation();
  const map = useIbisMap(surveyKey, municipality);
  if (map.isPending) return <LoadingIndicator size="sm" label={t('common.loading')} />;
  const parks = map.data?.parks ?? [];
  const items = parks.map((p) => ({
    id: p.rin,
    name: p.name,
    outline: p.outline,
    to: ibisPath(surveyKey, p.municipality, p.rin),
    data: { 'data-testid': 'ibis-map-park', 'data-rin': p.rin },
  }));
  const label = municipality ? t('pub.ibisMap.labelOf', { municipality }) : t('pub.ibisMap.label');
  const empty = (
    <Text c="dimmed" size="sm" data-testid="ibis-map-empty">
      {t('pub.ibisMap.none')}
    </Text>
  );
  return <OutlineLinksSvg items={items} color={color} label={label} testId="ibis-map" empty={empty} />;
}
