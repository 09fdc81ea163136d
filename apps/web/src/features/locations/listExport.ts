import type { TFunction } from 'i18next';
import { locationTableRoutes, type LocationTableColumn } from '@plotwise/contracts';
import { downloadFileRoute } from '../../api/fileRoute';

/** The list's export formats. */
export type ExportKind = 'xlsx' | 'geojson' | 'gpkg';

/**
 * Downloads the locations `ids` (in screen order) as `kind`; the XLSX holds `columns` under their screen headers.
 * Rejects when the download fails.
 */
export async function exportLocations(
  kind: ExportKind,
  ids: number[],
  columns: LocationTableColumn[],
  t: TFunction,
) {
  if (kind === 'xlsx') {
    const cols = columns.map((key) => ({ key, header: t(`columns.${key}`) }));
    await downloadFileRoute(
      locationTableRoutes.exportXlsx,
      { body: { ids, columns: cols, sheetName: t('locationsTable.export.sheet') } },
      'locaties.xlsx',
    );
  } else
    await downloadFileRoute(
      kind === 'geojson' ? locationTableRoutes.exportGeoJson : locationTableRoutes.exportGpkg,
      { body: { ids } },
      `locaties.${kind}`,
    );
}
