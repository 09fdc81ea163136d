import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { storedSettings } from '../../app/storedSettings';
import { LANGUAGES, type Language } from '../../i18n/language';

/** Before sign-in the choice can only live in the browser; it is the stored setting that expires after 30 days. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('userMenu.language')}
      value={i18n.language}
      onChange={(lang) => {
        storedSettings.set('language', lang);
        void i18n.changeLanguage(lang as Language);
      }}
      data={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
    />
  );
}
