import { Alert, Anchor, Breadcrumbs, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../api/session';
import { ScreenTitle } from './ScreenTitle';
import { LoadingIndicator } from './LoadingIndicator';

const SECTIONS = [
  { to: '/admin/home', label: 'admin.nav.home' },
  { to: '/admin/customers', label: 'admin.nav.customers' },
  { to: '/admin/users', label: 'admin.nav.users' },
  { to: '/admin/import', label: 'adminImport.nav' },
  { to: '/admin/presets', label: 'admin.nav.presets' },
  { to: '/admin/playground', label: 'admin.nav.playground' },
  { to: '/admin/usage', label: 'admin.nav.usage' },
  { to: '/admin/reporting', label: 'admin.nav.reporting' },
  { to: '/admin/content', label: 'admin.nav.content' },
  { to: '/admin/scheduler', label: 'admin.nav.scheduler' },
  { to: '/admin/moneybird', label: 'admin.nav.invoicing' },
  { to: '/admin/deleted', label: 'admin.nav.deleted' },
] as const;

/** Staff only: everyone else sees why, and the screen's data is never asked for (the API would refuse it). */
function useIsStaff(): boolean {
  const { data } = useSession();
  return !!data?.user.is_staff;
}

function NoAccess({ screen }: { screen: string }) {
  const { t } = useTranslation();
  return (
    <Stack maw={640} data-screen={screen} data-testid="no-access">
      <ScreenTitle title={t(`screens.${screen}`)} />
      <Alert color="teal" title={t('admin.noAccess.title')} role="alert">
        <Text size="sm">{t('admin.noAccess.body')}</Text>
      </Alert>
      <Button component={Link} to="/home/gettingstarted" w="fit-content">
        {t('admin.noAccess.home')}
      </Button>
    </Stack>
  );
}

/** A staff screen: rendered (and its data asked for) only for staff; everyone else sees why not. */
export function staffScreen(screen: string, Screen: ComponentType): ComponentType {
  function StaffOnly() {
    return useIsStaff() ? <Screen /> : <NoAccess screen={screen} />;
  }
  StaffOnly.displayName = `StaffOnly(${screen})`;
  return StaffOnly;
}

/** The frame of the staff screens: the staff check, the section tabs, breadcrumbs and the title. */
export function AdminFrame({ screen, title, intro, crumbs, actions, children }: { screen: string; title?: string; intro?: string; crumbs?: { to: string; label: string }[]; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const section = SECTIONS.find((s) => pathname === s.to || pathname.startsWith(`${s.to}/`))?.to ?? null;
  return (
    <Stack data-screen={screen} gap="md">
      <Group component="nav" aria-label={t('admin.nav.label')} gap="xs">
        {SECTIONS.map((s) => (
          <Button key={s.to} component={Link} to={s.to} size="compact-md" variant={section === s.to ? 'light' : 'subtle'} aria-current={section === s.to ? 'page' : undefined}>
            {t(s.label)}
          </Button>
        ))}
      </Group>
      {crumbs && crumbs.length > 0 && (
        <Breadcrumbs aria-label={t('admin.breadcrumbs')}>
          {crumbs.map((c) => (
            <Anchor key={c.to} component={Link} to={c.to} size="sm">
              {c.label}
            </Anchor>
          ))}
        </Breadcrumbs>
      )}
      <Group justify="space-between" align="flex-start">
        <ScreenTitle title={title ?? t(`screens.${screen}`)} {...(intro ? { intro } : {})} />
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** The loading, failed and empty states every admin screen shares. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Center p="xl" aria-busy="true">
      <LoadingIndicator label={t('admin.loading')} />
    </Center>
  );
}

export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('admin.loadFailed')} role="alert" data-testid="load-failed">
      <Stack gap="xs">
        <Text size="sm">{(error as Error)?.message}</Text>
        <Button size="xs" variant="light" color="red.8" w="fit-content" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" py="md" data-testid="empty">
      {children}
    </Text>
  );
}
