import { Accordion, Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import type { GeneratorMessage } from '@plotwise/core/generator/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber } from '../../lib/format';
import { GeneratorMessageList } from '../concepts/shared/GeneratorMessageList';
import type { ConceptGeneration, GeneratedConceptBuilding } from '../concepts/shared/useConceptGeneration';
import { BuildingPlan } from './BuildingPlan';
import { DistributionCentreSection } from './sections/DistributionCentreSection';
import type { BuildingForm } from './sections/fields';
import { FlatSection } from './sections/FlatSection';
import { FloorsSection } from './sections/FloorsSection';
import { GeneralSection } from './sections/GeneralSection';
import { GreenSection } from './sections/GreenSection';
import { GridsSection } from './sections/GridsSection';
import { HouseSection } from './sections/HouseSection';
import { ParametersSection } from './sections/ParametersSection';
import { ParkingSection } from './sections/ParkingSection';
import { TowersSection } from './sections/TowersSection';
import { UnitsSection } from './sections/UnitsSection';

const sections = [
  'general',
  'flat',
  'floors',
  'towers',
  'units',
  'grids',
  'green',
  'distribution_centre',
  'parking',
  'house',
  'parameters',
] as const;

/** The building's cfg in folding sections (general and floors open at first). */
export function BuildingSections({
  form,
  units,
  unitMixOn,
}: {
  form: BuildingForm;
  units: { id: number; name: string }[];
  unitMixOn: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>(['general', 'floors']);
  return (
    <Accordion multiple value={open} onChange={setOpen} style={{ flex: 3, minWidth: 0 }} variant="separated">
      {sections.map((s) => (
        <Accordion.Item key={s} value={s}>
          <Accordion.Control>{t(`buildingEditor.sections.${s}`)}</Accordion.Control>
          <Accordion.Panel>
            {/* only open sections are rendered: a keystroke re-renders the form, not 80 hidden fields */}
            {!open.includes(s) ? null : (
              <>
                {s === 'general' && <GeneralSection form={form} />}
                {s === 'flat' && <FlatSection form={form} />}
                {s === 'floors' && <FloorsSection form={form} />}
                {s === 'towers' && <TowersSection form={form} />}
                {s === 'units' && <UnitsSection form={form} units={units} enabled={unitMixOn} />}
                {s === 'grids' && <GridsSection form={form} />}
                {s === 'green' && <GreenSection form={form} />}
                {s === 'distribution_centre' && <DistributionCentreSection form={form} />}
                {s === 'parking' && <ParkingSection form={form} />}
                {s === 'house' && <HouseSection form={form} />}
                {s === 'parameters' && <ParametersSection form={form} />}
              </>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The building as generated from the last valid values: its figures, its plan and the generator's messages. */
export function GeneratedBuildingPanel({
  gen,
  mine,
  messages,
}: {
  gen: ConceptGeneration;
  mine: GeneratedConceptBuilding | undefined;
  messages: readonly GeneratorMessage[];
}) {
  const { t, i18n } = useTranslation();
  const ff = mine?.result.form_factors;
  return (
    <Paper withBorder p="xs" style={{ flex: 2, minWidth: 0 }}>
      {gen.status === 'error' && (
        <Alert color="red">{t('conceptEditor.failed', { message: gen.error })}</Alert>
      )}
      {!mine ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="xs">
          <Text
            size="sm"
            data-testid="building-figures"
            data-floors={ff?.floors ?? 0}
            data-units={ff?.units ?? 0}
          >
            {t('buildingEditor.figures', {
              units: ff?.units ?? 0,
              floors: ff?.floors ?? 0,
              gfa: formatArea(ff?.gfa ?? 0, i18n.language, { hectares: false }),
              height: formatNumber(ff?.max_height ?? 0, i18n.language, 1),
            })}
          </Text>
          <BuildingPlan result={mine.result} />
          <GeneratorMessageList messages={messages} testId="building-editor-messages" />
        </Stack>
      )}
    </Paper>
  );
}
