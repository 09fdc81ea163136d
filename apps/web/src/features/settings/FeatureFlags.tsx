import { Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { SaveStatus } from '../../ui/SaveStatus';
import { useCompanySave } from './useCompanySave';

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
  // on until an admin switches it off (a company from before the flag has none)
  const pendingBeng = save.variables?.cfg?.flags?.bengCheck;
  const bengOn = save.isPending && pendingBeng !== undefined ? pendingBeng !== false : flags?.bengCheck !== false;
  const pendingNoise = save.variables?.cfg?.flags?.noiseCheck;
  const noiseOn = save.isPending && pendingNoise !== undefined ? pendingNoise !== false : flags?.noiseCheck !== false;
  const pendingParking = save.variables?.cfg?.flags?.parkingCheck;
  const parkingOn = save.isPending && pendingParking !== undefined ? pendingParking !== false : flags?.parkingCheck !== false;
  const pendingNitrogen = save.variables?.cfg?.flags?.nitrogenCheck;
  const nitrogenOn = save.isPending && pendingNitrogen !== undefined ? pendingNitrogen !== false : flags?.nitrogenCheck !== false;
  const pendingLandPrice = save.variables?.cfg?.flags?.landPriceCheck;
  const landPriceOn = save.isPending && pendingLandPrice !== undefined ? pendingLandPrice !== false : flags?.landPriceCheck !== false;
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
        <Switch
          label={t('settings.company.bengCheck')}
          description={t('settings.company.bengCheckHelp')}
          checked={bengOn}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { bengCheck: e.currentTarget.checked } } })}
        />
        <Switch
          label={t('settings.company.parkingCheck')}
          description={t('settings.company.parkingCheckHelp')}
          checked={parkingOn}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { parkingCheck: e.currentTarget.checked } } })}
          data-testid="flag-parking-check"
        />
        <Switch
          label={t('settings.company.noiseCheck')}
          description={t('settings.company.noiseCheckHelp')}
          checked={noiseOn}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { noiseCheck: e.currentTarget.checked } } })}
          data-testid="flag-noise-check"
        />
        <Switch
          label={t('settings.company.nitrogenCheck')}
          description={t('settings.company.nitrogenCheckHelp')}
          checked={nitrogenOn}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { nitrogenCheck: e.currentTarget.checked } } })}
          data-testid="flag-nitrogen-check"
        />
        <Switch
          label={t('settings.company.landPriceCheck')}
          description={t('settings.company.landPriceCheckHelp')}
          checked={landPriceOn}
          disabled={disabled || save.isPending}
          onChange={(e) => save.mutate({ cfg: { flags: { landPriceCheck: e.currentTarget.checked } } })}
          data-testid="flag-land-price-check"
        />
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
