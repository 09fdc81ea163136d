import { SimpleGrid } from '@mantine/core';
import { blockTypes, functionTypes } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import { Choice, Flag, Num, Txt, type BuildingForm } from './fields';

/** Name, block type, function, outline, floor height, shape, flip, opacity and the tower type. */
export function GeneralSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Txt form={form} path="name" label={f('name')} />
      <Choice
        form={form}
        path="cfg.blocktype"
        label={f('blocktype')}
        options={blockTypes}
        prefix="conceptEditor.blocktypes"
      />
      <Choice
        form={form}
        path="cfg.function"
        label={f('function')}
        options={functionTypes}
        prefix="buildingEditor.functions"
      />
      <Num form={form} path="maxlength" label={f('maxlength')} />
      <Num form={form} path="maxwidth" label={f('maxwidth')} />
      <Num form={form} path="maxheight" label={f('maxheight')} />
      <Num form={form} path="cfg.floor_height" label={f('floor_height')} step={0.1} />
      <Choice
        form={form}
        path="cfg.shape_mode"
        label={f('shape_mode')}
        options={['width_length', 'polygon']}
        prefix="buildingEditor.shapeModes"
      />
      <Choice
        form={form}
        path="cfg.flip_direction"
        label={f('flip_direction')}
        options={['none', 'x', 'y', 'xy']}
        prefix="buildingEditor.flips"
      />
      <Num form={form} path="cfg.opacity" label={f('opacity')} step={0.05} />
      <Num form={form} path="cfg.rotate_offset_x" label={f('rotate_offset_x')} />
      <Num form={form} path="cfg.rotate_offset_y" label={f('rotate_offset_y')} />
      <Choice
        form={form}
        path="cfg.towertype.shape"
        label={f('tower_shape')}
        options={['u', 'o', 'h']}
        prefix="buildingEditor.towerShapes"
      />
      <Choice
        form={form}
        path="cfg.towertype.core"
        label={f('tower_core')}
        options={['staircase', 'staircase_elevator', 'wide_staircase_elevator']}
        prefix="buildingEditor.towerCores"
      />
      <Num form={form} path="cfg.towertype.apartments_per_floor" label={f('apartments_per_floor')} />
      <Flag form={form} path="cfg.locked" label={f('locked')} />
    </SimpleGrid>
  );
}
