/** The sheets of a concept in the order of their tabs, with the screen name of their route. */
export const sheetTabs = [
  { path: 'areas/overview', screen: 'sheets.areasOverview' },
  { path: 'areas/buildings', screen: 'sheets.areasBuildings' },
  { path: 'areas/functions', screen: 'sheets.areasFunctions' },
  { path: 'finance/income', screen: 'sheets.financeIncome' },
  { path: 'finance/costs', screen: 'sheets.financeCosts' },
  { path: 'finance/results', screen: 'sheets.financeResults' },
  { path: 'finance/rgw', screen: 'sheets.financeRgw' },
  { path: 'finance/variants', screen: 'sheets.financeVariants' },
] as const;

export type SheetPath = (typeof sheetTabs)[number]['path'];

/** The URL of a sheet for a location, keeping the chosen concept and the view settings (?concept, ?land, ?steps, ?compare). */
export function sheetUrl(path: SheetPath, locationId: number | string, search: URLSearchParams | string = ''): string {
  const q = new URLSearchParams(search).toString();
  return `/sheets/${path}/${locationId}${q ? `?${q}` : ''}`;
}
