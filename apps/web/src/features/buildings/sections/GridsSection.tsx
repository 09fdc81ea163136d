import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Choice, Num, type BuildingForm } from './fields';

/** The unit grid: by the unit mix or fixed, from the minimum size in increments up to the maximum. */
export function GridsSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={4} spacing="xs">
      <Choice
        form={form}
        path="cfg.grids.type"
        label={f('grid_type')}
        options={['unitmix', 'fixed']}
        prefix="buildingEditor.gridTypes"
      />
      <Num form={form} path="cfg.grids.min_grid_size" label={f('min_grid_size')} step={0.1} />
      <Num form={form} path="cfg.grids.max_grid_size" label={f('max_grid_size')} step={0.1} />
      <Num form={form} path="cfg.grids.grid_increments" label={f('grid_increments')} step={0.05} />
    </SimpleGrid>
  );
}
