import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { SaveStatus } from '../../ui/SaveStatus';
import { useCompanySave } from './useCompanySave';

/** The pre-checks of issue #43 a company's admins switch, in the order the rules panel shows them. */
const PRE_CHECKS = [
  { flag: 'bengCheck', testId: undefined },
  { flag: 'parkingCheck', testId: 'flag-parking-check' },
  { flag: 'noiseCheck', testId: 'flag-noise-check' },
  { flag: 'nitrogenCheck', testId: 'flag-nitrogen-check' },
  { flag: 'landPriceCheck', testId: 'flag-land-price-check' },
] as const;
type PreCheckFlag = (typeof PRE_CHECKS)[number]['flag'];

/**
 * The company's feature flags (spec: company admins configure them, within what staff allow): a flag staff have not
 * allowed stays off and says who to ask; an allowed one is switched and saved at once. The pre-checks of issue #43
 * (BENG, parking, noise, nitrogen, land price) are on unless an admin switches them off.
 */
export function FeatureFlags({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const save = useCompanySave();
  const flags = session?.company.cfg?.flags;
  const allowed = flags?.unitmixAllowed === true;
  const on = save.isPending ? save.variables?.cfg?.flags?.unitmix === true : flags?.unitmix === true;
  // on until an admin switches it off (a company from before the flag has none); while a switch saves, its new state
  const preCheckOn = (flag: PreCheckFlag) => {
    const pending = save.variables?.cfg?.flags?.[flag];
    return save.isPending && pending !== undefined ? pending !== false : flags?.[flag] !== false;
  };
  return (
    <Paper withBorder p="lg" aria-label={t('settings.company.features')} data-testid="feature-flags">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settings.company.features')}
        </Title>
        <Switch
          label={t('settings.company.unitmix')}
          description={allowed ? t('settings.company.unitmixHelp') : t('settings.company.unitmixNotAllowed')}
          checked={on}
          disabled={disabled || !allowed || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { unitmix: e.currentTarget.checked } } })}
        />
        {PRE_CHECKS.map(({ flag, testId }) => (
          <Switch
            key={flag}
            label={t(`settings.company.${flag}`)}
            description={t(`settings.company.${flag}Help`)}
            checked={preCheckOn(flag)}
            disabled={disabled || save.isPending}
            onChange={(e) => save.mutate({ cfg: { flags: { [flag]: e.currentTarget.checked } } })}
            data-testid={testId}
          />
        ))}
        <Group>
          <SaveStatus state={save.status} error={save.error} />
        </Group>
        {!allowed && (
          <Text size="xs" c="dimmed">
            {t('settings.company.featuresByStaff')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
