import { Avatar, Menu, UnstyledButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../api/session';
import type { SessionAnswer } from '@plotwise/contracts';
import { LANGUAGES, type Language } from '../../i18n/language';
import { storedSettings } from '../storedSettings';
import { useUserCfg } from '../useUserCfg';

const fullName = (u: { first_name: string | null; last_name: string | null }) => [u.first_name, u.last_name].filter(Boolean).join(' ');
const initials = (u: { first_name: string | null; last_name: string | null; email?: string }) =>
  ([u.first_name, u.last_name].filter(Boolean).map((s) => s!.charAt(0)).join('') || (u.email ?? '?').charAt(0)).toUpperCase();

export function UserMenu({ session }: { session: SessionAnswer }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { update } = useUserCfg();
  const name = fullName(session.user) || session.user.email;

  const switchLanguage = async (lang: Language) => {
    await i18n.changeLanguage(lang);
    storedSettings.set('language', lang);
    await update({ language: lang }, { immediate: true });
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* named by its visible content (initials and name), as screen-reader users hear what others see */}
        <UnstyledButton data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar color="teal" radius="xl" size="sm" alt="">
              {initials(session.user)}
            </Avatar>
            <Text size="sm" visibleFrom="sm">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{session.company.name}</Menu.Label>
        <Menu.Item component={Link} to="/settings/general/user">
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('userMenu.language')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item
            key={lang}
            onClick={() => void switchLanguage(lang)}
            data-testid={`language-${lang}`}
            lang={lang}
            aria-current={i18n.language === lang ? 'true' : undefined}
            rightSection={i18n.language === lang ? '✓' : null}
          >
            {t(`languages.${lang}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={() =>
            logout.mutate(undefined, {
              onSettled: () => void navigate('/login'),
            })
          }
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
