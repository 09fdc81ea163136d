import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnChooser } from '../../ui/DataTable';
import { ScreenTitle } from '../../ui/ScreenTitle';
import type { ExportKind } from './listExport';

/** The export menu: the shown rows as XLSX (shown columns, screen order), GeoJSON or GeoPackage. */
function ExportMenu({ disabled, onExport }: { disabled: boolean; onExport: (kind: ExportKind) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" disabled={disabled} data-testid="export-menu">
          {t('locationsTable.export.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport('xlsx')} data-testid="export-xlsx">
          {t('locationsTable.export.xlsx')}
        </Menu.Item>
        <Menu.Item onClick={() => onExport('geojson')} data-testid="export-geojson">
          {t('locationsTable.export.geojson')}
        </Menu.Item>
        <Menu.Item onClick={() => onExport('gpkg')} data-testid="export-gpkg">
          {t('locationsTable.export.gpkg')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The list's title with its count, the links to the planboard and the map, the column chooser and the exports. */
export function LocationsListHeader({
  count,
  columns,
  visible,
  onToggleColumn,
  exportDisabled,
  onExport,
}: {
  /** the rows shown, undefined while loading */
  count: number | undefined;
  /** the columns the user may show or hide */
  columns: readonly { id: string; header: string }[];
  visible: string[];
  onToggleColumn: (key: string, on: boolean) => void;
  exportDisabled: boolean;
  onExport: (kind: ExportKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end">
      <ScreenTitle
        title={t('screens.locations.list')}
        intro={count !== undefined ? t('locations.count', { count }) : undefined}
      />
      <Group gap="xs">
        <Button variant="default" component={Link} to="/locations/planboard">
          {t('locationsTable.planboard')}
        </Button>
        <Button variant="default" component={Link} to="/locations/map">
          {t('locations.onMap')}
        </Button>
        <ColumnChooser
          columns={columns}
          visible={visible}
          onChange={onToggleColumn}
          label={t('locations.columnsDialog.title')}
        />
        <ExportMenu disabled={exportDisabled} onExport={onExport} />
      </Group>
    </Group>
  );
}
