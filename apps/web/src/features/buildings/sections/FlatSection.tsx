import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Choice, Flag, Num, type BuildingForm } from './fields';

/** Gallery and corridor flats: gallery side, full-length corridors, corridor width. */
export function FlatSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Choice
        form={form}
        path="cfg.flat.gallery_side"
        label={f('gallery_side')}
        options={['front', 'back']}
        prefix="buildingEditor.sides"
      />
      <Num form={form} path="cfg.flat.corridor_width" label={f('corridor_width')} nullable step={0.1} />
      <Flag form={form} path="cfg.flat.full_length_corridors" label={f('full_length_corridors')} />
    </SimpleGrid>
  );
}
