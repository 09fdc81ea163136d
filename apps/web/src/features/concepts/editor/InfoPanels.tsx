import { Anchor, Paper, Tabs } from '@mantine/core';
import type { FormFactors } from '@plotwise/core/generator/index';
import type { ApiRecord } from '@plotwise/contracts';
import type { IlsCheck, ReplacedConstraint } from '@plotwise/core/zoning/index';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ConstraintCheck } from '@plotwise/core/zoning/index';
import type { FinanceWarning } from '@plotwise/core/finance/index';
import type { ConceptBengCheck } from '../shared/useConceptGeneration';
import type { ConceptNoise } from '../shared/useConceptNoise';
import type { ConceptParking } from '../shared/useConceptParking';
import { ChecksPanel } from './ChecksPanel';
import { EditorFinanceWarnings } from './EditorFinanceWarnings';
import { FormFactorsPanel } from './FormFactorsPanel';
import { RenderSettingsPanel, type RenderSettings } from './RenderSettingsPanel';
import { TakeUnitTypes } from '../../unitTypes/TakeUnitTypes';
import { UnitMixPanel } from './UnitMixPanel';
import type { MixUnit } from './unitMix';

interface Props {
  locationId: number;
  conceptId: number;
  /** what the concept's figures lack (no construction costs, unit types, prices), above the tabs */
  financeWarnings: readonly FinanceWarning[];
  checks: readonly ConstraintCheck[];
  ilsChecks: readonly IlsCheck[];
  replaced: readonly ReplacedConstraint<ApiRecord<'constraints'>>[];
  beng: readonly ConceptBengCheck[];
  /** the noise pre-check at the façades; null when the company switched it off */
  noise: ConceptNoise | null;
  /** the parking check; null when the company switched it off */
  parking: ConceptParking | null;
  /** the nitrogen screening is on */
  nitrogen: boolean;
  hasBuildings: boolean;
  formFactors: FormFactors | null;
  unitMixOn: boolean;
  mixUnits: readonly (MixUnit & { size: number; size_max: number })[];
  mix: Record<number, number>;
  achieved: Record<string, number>;
  onMix(mix: Record<number, number>): void;
  renderSettings: RenderSettings;
  onRenderSettings(patch: RenderSettings): void;
}

/**
 * The side panels of the concept editor: what its figures lack, then zoning and ILS checks, form factors, unit mix,
 * render settings. Memoised:
 * an edit re-renders them only when their figures change (the Mantine fields are most of a frame's work).
 */
export const InfoPanels = memo(function InfoPanels(p: Props) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs">
      <EditorFinanceWarnings warnings={p.financeWarnings} locationId={p.locationId} conceptId={p.conceptId} />
      <Tabs defaultValue="checks" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="checks">{t('conceptEditor.tabs.checks')}</Tabs.Tab>
          <Tabs.Tab value="formfactors">{t('conceptEditor.tabs.formFactors')}</Tabs.Tab>
          <Tabs.Tab value="mix">{t('conceptEditor.tabs.mix')}</Tabs.Tab>
          <Tabs.Tab value="render">{t('conceptEditor.tabs.render')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="checks" pt="xs">
          <ChecksPanel checks={p.checks} ilsChecks={p.ilsChecks} replaced={p.replaced} beng={p.beng} noise={p.noise} parking={p.parking} nitrogen={p.nitrogen} locationId={p.locationId} hasBuildings={p.hasBuildings} />
        </Tabs.Panel>
        <Tabs.Panel value="formfactors" pt="xs">
          <FormFactorsPanel formFactors={p.formFactors} />
        </Tabs.Panel>
        <Tabs.Panel value="mix" pt="xs">
          <UnitMixPanel
            enabled={p.unitMixOn}
            units={p.mixUnits}
            mix={p.mix}
            achieved={p.achieved}
            onChange={p.onMix}
            noUnitsAction={<TakeUnitTypes locationId={p.locationId} />}
          />
        </Tabs.Panel>
        <Tabs.Panel value="render" pt="xs">
          <RenderSettingsPanel value={p.renderSettings} onChange={p.onRenderSettings} />
        </Tabs.Panel>
      </Tabs>
      <Anchor component={Link} to={`/concepts/${p.locationId}`} size="sm">
        {t('conceptEditor.back')}
      </Anchor>
    </Paper>
  );
});
