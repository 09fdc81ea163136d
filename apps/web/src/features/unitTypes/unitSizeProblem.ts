import { unitSizeAboveMax } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

type Figure = number | null | undefined;

/**
 * What to say at a unit's size or maximum size when the size lies above the maximum: the rule the server keeps for
 * unit types (locationUnits/unitSizeCheck.ts, contracts' unitSizeAboveMax), said at the field in every editor of unit
 * rows (unit types, presets, a building's own units). Null when the pair may stand or a figure is left open.
 */
export function unitSizeProblem(field: 'size' | 'size_max', size: Figure, sizeMax: Figure, t: TFunction, lang: string): string | null {
  if (size === null || size === undefined || sizeMax === null || sizeMax === undefined || !unitSizeAboveMax(size, sizeMax)) return null;
  return field === 'size'
    ? t('settings.units.sizeAboveMax', { max: formatNumber(sizeMax, lang) })
    : t('settings.units.sizeMaxBelowSize', { size: formatNumber(size, lang) });
}
