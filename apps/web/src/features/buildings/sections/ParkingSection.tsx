import { SimpleGrid } from '@mantine/core';
import { priceBases } from '@plotwise/core/generator/priceBases';
import { useTranslation } from 'react-i18next';
import { Choice, Num, type BuildingForm } from './fields';

/** Parking: on the surface or in a building, its ramp, car density and how a spot is priced. */
export function ParkingSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={4} spacing="xs">
      <Choice
        form={form}
        path="cfg.parking.parking_type"
        label={f('parking_type')}
        options={['surface', 'building']}
        prefix="buildingEditor.parkingTypes"
      />
      <Choice
        form={form}
        path="cfg.parking.ramp_type"
        label={f('ramp_type')}
        options={['straight', 'spiral']}
        prefix="buildingEditor.rampTypes"
      />
      <Num form={form} path="cfg.parking.car_density" label={f('car_density')} step={0.05} />
      <Choice
        form={form}
        path="cfg.parking.price_mode"
        label={f('price_mode')}
        options={priceBases}
        prefix="buildingEditor.priceModes"
      />
    </SimpleGrid>
  );
}
