import { type SurroundingBuilding, postcodeText } from '@plotwise/contracts';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The BAG facts of a building as rows of the facts table: test id, label and value ("unknown" when missing). */
export function factRows(b: SurroundingBuilding, t: Translate, lang: string): [string, string, string][] {
  const none = t('conceptSurrounding.unknown');
  const address = b.addresses[0];
  return [
    [
      'address',
      t('conceptSurrounding.address'),
      address
        ? [address.road, address.houseNumber, postcodeText(address.postcode), address.city].filter(Boolean).join(' ') +
          (b.addresses.length > 1 ? ` (+${b.addresses.length - 1})` : '')
        : none,
    ],
    ['year', t('conceptSurrounding.year'), b.year === null ? none : String(b.year)],
    ['status', t('conceptSurrounding.status'), b.status ?? none],
    [
      'use',
      t('conceptSurrounding.use'),
      b.uses.length ? b.uses.map((u) => `${u.use} (${formatNumber(u.units, lang, 0)})`).join(', ') : none,
    ],
    ['units', t('conceptSurrounding.units'), formatNumber(b.units, lang, 0)],
    [
      'floorArea',
      t('conceptSurrounding.floorArea'),
      b.floorAreaSquareMeters === null
        ? none
        : formatArea(b.floorAreaSquareMeters, lang, { hectares: false }),
    ],
    [
      'footprint',
      t('conceptSurrounding.footprint'),
      formatArea(b.footprintSquareMeters, lang, { hectares: false }),
    ],
    ['onPlot', t('conceptSurrounding.onPlot'), formatArea(b.onPlotSquareMeters, lang, { hectares: false })],
    [
      'height',
      t('conceptSurrounding.height'),
      b.heightMeters === null ? t('conceptSurrounding.noHeight') : formatLength(b.heightMeters, lang),
    ],
    [
      'storeys',
      t('conceptSurrounding.storeys'),
      b.storeys === null ? none : formatNumber(b.storeys, lang, 0),
    ],
    // 3D BAG's b3_dak_type: 'slanted', 'horizontal', 'multiple horizontal', 'could not be detected', 'no points'
    ['roof', t('conceptSurrounding.roof'), b.roofType ? t(`conceptSurrounding.roofTypes.${b.roofType.replaceAll(' ', '_')}`, { defaultValue: b.roofType }) : none],
  ];
}
