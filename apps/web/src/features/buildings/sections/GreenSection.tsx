import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Num, type BuildingForm } from './fields';

/** The green environment: tree density and how irregularly the trees stand. */
export function GreenSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`buildingEditor.f.${k}`);
  return (
    <SimpleGrid cols={2} spacing="xs">
      <Num form={form} path="cfg.green.density" label={f('green_density')} step={0.05} />
      <Num form={form} path="cfg.green.jitter" label={f('green_jitter')} step={0.05} />
    </SimpleGrid>
  );
}
