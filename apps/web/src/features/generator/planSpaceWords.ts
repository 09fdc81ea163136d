import { PLAN_SPACE_KINDS, type PlanSpaceKind } from '@plotwise/core/generator/renderFloorSvg';
import type { TFunction } from 'i18next';

/** The name of every kind of space on a plan in the user's language, as the legend writes it (Trap, Lift, Berging ...). */
export function planSpaceWords(t: TFunction): Record<PlanSpaceKind, string> {
  return Object.fromEntries(PLAN_SPACE_KINDS.map((k) => [k, t(`conceptPlanview.space.${k}`)])) as Record<PlanSpaceKind, string>;
}

/** The words written on the spaces of a plan: the legend's names in lower case, as drawings write them (trap, berging ...). */
export function planLabelWords(t: TFunction): Record<PlanSpaceKind, string> {
  const names = planSpaceWords(t);
  return Object.fromEntries(PLAN_SPACE_KINDS.map((k) => [k, names[k].toLocaleLowerCase()])) as Record<PlanSpaceKind, string>;
}
