import { ColorInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyStyles } from '../../api/types';

export const DEFAULT_STYLES: CompanyStyles = { hasCustomStyle: false, textColor: '#1f2933', primaryColor: '#0b6e4f', secondaryColor: '#f2a541' };

/** Only the four style fields, so ids of the stored record are never sent back. */
export const withStyleDefaults = (s: Partial<CompanyStyles> | undefined | null): CompanyStyles => ({
  hasCustomStyle: s?.hasCustomStyle ?? DEFAULT_STYLES.hasCustomStyle,
  textColor: s?.textColor ?? DEFAULT_STYLES.textColor,
  primaryColor: s?.primaryColor ?? DEFAULT_STYLES.primaryColor,
  secondaryColor: s?.secondaryColor ?? DEFAULT_STYLES.secondaryColor,
});

export function StyleFields({ value, onChange, disabled }: { value: CompanyStyles; onChange: (v: CompanyStyles) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const color = (k: 'textColor' | 'primaryColor' | 'secondaryColor') => (
    <ColorInput
      label={t(`settings.style.${k}`)}
      value={value[k]}
      format="hex"
      withEyeDropper={false}
      disabled={disabled || !value.hasCustomStyle}
      onChange={(v) => onChange({ ...value, [k]: v })}
      swatches={['#1f2933', '#0b6e4f', '#f2a541', '#1c4e80', '#c0392b', '#6c3483']}
      data-testid={`color-${k}`}
    />
  );
  return (
    <>
      <Switch
        label={t('settings.style.hasCustomStyle')}
        checked={value.hasCustomStyle}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, hasCustomStyle: e.currentTarget.checked })}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {color('primaryColor')}
        {color('secondaryColor')}
        {color('textColor')}
      </SimpleGrid>
    </>
  );
}
