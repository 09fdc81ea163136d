import { NavLink, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUserCfg } from '../useUserCfg';

const ITEMS = [
  { to: '/home/gettingstarted', match: '/home', label: 'nav.home' },
  { to: '/opportunities', match: '/opportunities', label: 'nav.opportunities' },
  { to: '/locations/map', match: '/locations', label: 'nav.locations' },
  { to: '/concepts', match: '/concepts', label: 'nav.concepts' },
  { to: '/sheets/areas/overview', match: '/sheets', label: 'nav.sheets' },
  { to: '/publications/overview', match: '/publications', label: 'nav.publications' },
  { to: '/geodata/buildings', match: '/geodata', label: 'nav.geodata' },
  { to: '/settings/general/user', match: '/settings', label: 'nav.settings' },
] as const;

export function MainNav({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // "Locations" opens the view the user works in (user cfg locationsview: map, list or planboard)
  const { cfg } = useUserCfg();
  const own = ITEMS.map((item) => (item.match === '/locations' ? { ...item, to: `/locations/${cfg.locationsview}` } : item));
  const items = isStaff ? [...own, { to: '/admin/home', match: '/admin', label: 'nav.admin' } as const] : own;
  return (
    <ScrollArea>
      {items.map((item) => {
        const active = pathname === item.match || pathname.startsWith(`${item.match}/`);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={t(item.label)}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
          />
        );
      })}
    </ScrollArea>
  );
}
