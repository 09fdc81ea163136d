import { AppShell, Burger, Center, Group, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { useUserCfg } from '../useUserCfg';
import { CurrentLocation } from './CurrentLocation';
import { MainNav } from './MainNav';
import { UserMenu } from './UserMenu';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const NAV_MIN = 200;
const NAV_MAX = 420;
const NAV_DEFAULT = 240;

/** Dragging the navbar edge resizes it; the width is kept in the user's cfg (panels_width.navbar). */
function NavResizer({ width, onResize }: { width: number; onResize: (w: number) => void }) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; w: number } | null>(null);
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('layout.resizeNav')}
      aria-valuenow={width}
      aria-valuemin={NAV_MIN}
      aria-valuemax={NAV_MAX}
      tabIndex={0}
      style={{ position: 'absolute', top: 0, right: -3, width: 6, height: '100%', cursor: 'col-resize', zIndex: 2 }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') onResize(Math.max(NAV_MIN, width - 20));
        if (e.key === 'ArrowRight') onResize(Math.min(NAV_MAX, width + 20));
      }}
      onPointerDown={(e) => {
        start.current = { x: e.clientX, w: width };
        (e.target as HTMLElement).setPointerCapture(e.pointerId);
      }}
      onPointerMove={(e) => {
        if (!start.current) return;
        onResize(Math.min(NAV_MAX, Math.max(NAV_MIN, start.current.w + e.clientX - start.current.x)));
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    />
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const { cfg, update } = useUserCfg();
  const { i18n } = useTranslation();
  const savedLanguage = session.data?.user.cfg?.language;

  useEffect(() => {
    if (savedLanguage && savedLanguage !== i18n.language) void i18n.changeLanguage(savedLanguage);
  }, [savedLanguage, i18n]);

  if (session.isPending) {
    return (
      <Center h="100vh" aria-busy="true">
        <LoadingIndicator label={t('common.loading')} />
      </Center>
    );
  }
  if (!session.data) {
    const next = location.pathname + location.search;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }

  const navOpen = cfg.panels.navbar !== false;
  const navWidth = cfg.panels_width.navbar ?? NAV_DEFAULT;
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: navWidth, breakpoint: 'sm', collapsed: { mobile: !navOpen, desktop: !navOpen } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpen}
              onClick={() => void update({ panels: { navbar: !navOpen } })}
              size="sm"
              aria-label={navOpen ? t('layout.hideNav') : t('layout.showNav')}
            />
            <UnstyledButton component={Link} to="/home/gettingstarted" aria-label={t('layout.brandHome')}>
              <Text fw={700} size="lg" c="teal.9">
                Plotwise
              </Text>
            </UnstyledButton>
            <CurrentLocation />
          </Group>
          <UserMenu session={session.data} />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('layout.mainNav')} style={{ position: 'fixed' }}>
        <MainNav isStaff={session.data.user.is_staff === true} />
        <NavResizer width={navWidth} onResize={(w) => void update({ panels_width: { navbar: w } })} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
