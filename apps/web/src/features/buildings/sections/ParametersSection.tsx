import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { defaultGenerationParameters, type GenerationParameters } from '@plotwise/core/generator/index';
import { useTranslation } from 'react-i18next';
import type { BuildingForm } from './fields';

const defaults = defaultGenerationParameters();
const keys = Object.keys(defaults) as (keyof GenerationParameters)[];

/**
 * This building's own generation parameters over the company's (text in metres, as stored); an empty field
 * takes the company's value, shown greyed (the design rule where the company has none).
 */
export function ParametersSection({ form }: { form: BuildingForm }) {
  const { t } = useTranslation();
  const own = form.values.cfg.generation_parameters as Partial<Record<string, string>>;
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('buildingEditor.parametersIntro')}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {keys.map((k) => {
          const path = `cfg.generation_parameters.${k}`;
          return (
            <TextInput
              key={k}
              label={t(`buildingEditor.parameters.${k}`)}
              placeholder={defaults[k]}
              value={own[k] ?? ''}
              error={form.errors[path]}
              data-path={path}
              onChange={(e) => {
                const v = e.currentTarget.value;
                const { [k]: _old, ...rest } = own;
                form.setFieldValue(
                  'cfg.generation_parameters',
                  (v.trim() === '' ? rest : { ...rest, [k]: v }) as never,
                );
              }}
            />
          );
        })}
      </SimpleGrid>
    </>
  );
}
