import { Alert, Grid, NavLink, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { ScreenTitle } from '../../ui/ScreenTitle';

const SECTIONS = [
  { to: '/settings/general/user', screen: 'settings.user' },
  { to: '/settings/general/company', screen: 'settings.company' },
  { to: '/settings/locations/defaultfields', screen: 'settings.defaultFields' },
  { to: '/settings/locations/customfields', screen: 'settings.customFields' },
  { to: '/settings/concepts/units', screen: 'settings.units' },
  { to: '/settings/concepts/parameters', screen: 'settings.parameters' },
  { to: '/settings/publications/style', screen: 'settings.publicationStyle' },
];

/** Company settings are for company admins (and staff); others see them read-only. */
export function useCanAdmin(): boolean {
  const { data } = useSession();
  return !!(data?.user.is_admin || data?.user.is_staff);
}

export function SettingsFrame({ screen, intro, adminOnly, children }: { screen: string; intro?: string; adminOnly?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canAdmin = useCanAdmin();
  return (
    <Grid data-screen={screen} gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <nav aria-label={t('settings.sections')}>
          {SECTIONS.map((s) => (
            <NavLink key={s.to} component={Link} to={s.to} label={t(`screens.${s.screen}`)} active={pathname === s.to} aria-current={pathname === s.to ? 'page' : undefined} />
          ))}
        </nav>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack maw={900}>
          <ScreenTitle title={t(`screens.${screen}`)} {...(intro ? { intro } : {})} />
          {adminOnly && !canAdmin && (
            <Alert color="yellow" role="note">
              {t('settings.adminOnly')}
            </Alert>
          )}
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
