import { PLAN_SPACE_KINDS, type PlanSpaceKind } from '@plotwise/core/generator/renderFloorSvg';
import type { TFunction } from 'i18next';

/** The word of every kind of space on a plan in the user's language (trap, lift, berging, galerij ...). */
export function planSpaceWords(t: TFunction): Record<PlanSpaceKind, string> {
  return Object.fromEntries(PLAN_SPACE_KINDS.map((k) => [k, t(`conceptPlanview.space.${k}`)])) as Record<PlanSpaceKind, string>;
}
