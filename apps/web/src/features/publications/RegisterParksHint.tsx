import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IbisParkChoice } from '@plotwise/contracts';

/** The register's parks as picker choices: by name (what the publication stores), with their municipality to tell them apart. */
export const registerParkChoices = (parks: readonly IbisParkChoice[]) =>
  parks.map((p) => ({ value: p.name, label: `${p.name} (${p.municipality})` }));

/**
 * Why the business-park picker lists the IBIS register: a park's page shows the company's locations whose business
 * park field names it, and none does yet. Without it the author met an empty picker and could not tell why.
 */
export function RegisterParksHint({ parks }: { parks: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('publications.create.parks.title')} data-testid="create-park-hint">
      {t('publications.create.parks.how')} {parks === 0 ? t('publications.create.parks.noRegister') : t('publications.create.parks.register')}
    </Alert>
  );
}
