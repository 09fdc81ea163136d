import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Num, type BuildingForm } from './fields';

/** A distribution centre: office strip depth, loading docks and the hall's ground floor height. */
export function DistributionCentreSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Num form={form} path="cfg.distribution_centre.office_depth" label={f('office_depth')} />
      <Num form={form} path="cfg.distribution_centre.loading_docks" label={f('loading_docks')} />
      <Num
        form={form}
        path="cfg.distribution_centre.ground_floor_height"
        label={f('ground_floor_height')}
        step={0.1}
      />
    </SimpleGrid>
  );
}
