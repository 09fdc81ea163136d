import type { CostKind } from '@plotwise/core/finance/index';
import type { TFunction } from 'i18next';
import { formatCurrency, formatPercent } from '../../lib/format';

/**
 * A cost line's parameter as its kind means it (core finance/costModel): euros for a flat fee, euros per m² of
 * floor, euros per m² of open gallery, euros per parking place, else a percentage of its base (land price,
 * construction, the total).
 */
export function formatCostParameter(kind: CostKind | null | undefined, value: number, lang: string, t: TFunction): string {
  // whole euros stay whole; an amount with cents shows both decimals (€ 12,50, not € 12,5)
  const euros = (v: number) => formatCurrency(v, lang, 2, Number.isInteger(v) ? 0 : 2);
  if (kind === 'per_m2_floor') return `${euros(value)}/m²`;
  if (kind === 'per_m2_gallery') return t('sheets.costs.perGalleryM2', { amount: euros(value) });
  if (kind === 'per_parking_place') return t('sheets.costs.perPlace', { amount: euros(value) });
  if (kind === 'flat_fee' || !kind) return euros(value);
  return formatPercent(value / 100, lang, 2);
}
