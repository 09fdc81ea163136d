import { Stack, Text } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import type { ConstraintCheck, IlsCheck, ReplacedConstraint } from '@plotwise/core/zoning/index';
import { useTranslation } from 'react-i18next';
import type { ConceptBengCheck } from '../shared/useConceptGeneration';
import type { ConceptNoise } from '../shared/useConceptNoise';
import type { ConceptParking } from '../shared/useConceptParking';
import { BengChecks } from './BengChecks';
import { ConstraintLines } from './ConstraintLines';
import { IlsChecks } from './IlsChecks';
import { NitrogenScreening } from './NitrogenScreening';
import { NoiseChecks } from './NoiseChecks';
import { ParkingChecks } from './ParkingChecks';

/**
 * The rules panel: every constraint in force at the location against the concept (met, not met with the amount
 * over, not checkable with the reason; each with the limit and where it is written), the derived ones a hand
 * constraint replaces, then the six ILS omgevingsplan checks on the same constraints and measures (core rulesPanel),
 * then the BENG pre-check of each building, the parking norm of the programme, the noise at the façades of each
 * dwelling building and the nitrogen screening's first step.
 */
export function ChecksPanel({
  checks,
  ilsChecks = [],
  replaced = [],
  beng = [],
  noise = null,
  parking = null,
  nitrogen = false,
  locationId,
  hasBuildings,
}: {
  checks: readonly ConstraintCheck[];
  ilsChecks?: readonly IlsCheck[];
  replaced?: readonly ReplacedConstraint<ApiRecord<'constraints'>>[];
  beng?: readonly ConceptBengCheck[];
  noise?: ConceptNoise | null;
  /** the parking check; null when the company switched it off */
  parking?: ConceptParking | null;
  /** the nitrogen screening is on (the company's switch) */
  nitrogen?: boolean;
  /** where a proposed façade cost line goes */
  locationId?: number;
  hasBuildings: boolean;
}) {
  const { t } = useTranslation();
  if (!hasBuildings) return <Text c="dimmed">{t('conceptEditor.noBuildings')}</Text>;
  return (
    <Stack gap="sm">
      {checks.length === 0 && replaced.length === 0 ? <Text c="dimmed">{t('conceptEditor.checks.none')}</Text> : <ConstraintLines checks={checks} replaced={replaced} />}
      <IlsChecks checks={ilsChecks} />
      <BengChecks checks={beng} />
      <ParkingChecks parking={parking} />
      <NoiseChecks noise={noise} locationId={locationId} />
      {nitrogen && <NitrogenScreening locationId={locationId} />}
    </Stack>
  );
}
