import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Choice, Flag, Num, type BuildingForm } from './fields';

/** Street housing: house type, width and length, floors, roof, parking, price and offsets. */
export function HouseSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={4} spacing="xs">
      <Choice
        form={form}
        path="cfg.house.housetype"
        label={f('housetype')}
        options={['terraced', 'back_to_back', 'semi_detached', 'detached']}
        prefix="buildingEditor.houseTypes"
      />
      <Num form={form} path="cfg.house.max_width" label={f('house_max_width')} step={0.1} />
      <Num form={form} path="cfg.house.length" label={f('house_length')} step={0.1} />
      <Num form={form} path="cfg.house.residential_floors" label={f('residential_floors')} />
      <Choice
        form={form}
        path="cfg.house.roof_type"
        label={f('roof_type')}
        options={['flat', 'pointed']}
        prefix="buildingEditor.roofs"
      />
      <Choice
        form={form}
        path="cfg.house.parking"
        label={f('house_parking')}
        options={['garage', 'street']}
        prefix="buildingEditor.houseParking"
      />
      <Num form={form} path="cfg.house.price" label={f('house_price')} />
      <Flag form={form} path="cfg.house.rotated" label={f('house_rotated')} />
      <Num form={form} path="cfg.house.offset_x" label={f('offset_x')} />
      <Num form={form} path="cfg.house.offset_y" label={f('offset_y')} />
    </SimpleGrid>
  );
}
