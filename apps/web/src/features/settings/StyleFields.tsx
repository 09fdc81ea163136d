import { ColorInput, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { company_styles, defaultsOf, type ApiRecord } from '@plotwise/contracts';

type StyleKey = 'hasCustomStyle' | 'textColor' | 'primaryColor' | 'secondaryColor';
/** The company style as the style screens edit it: the four fields of company_styles, each present. */
export type CompanyStyles = { [K in StyleKey]: NonNullable<ApiRecord<'company_styles'>[K]> };

const stored = defaultsOf(company_styles) as CompanyStyles;
/** The defaults of company_styles (contracts). */
export const DEFAULT_STYLES: CompanyStyles = {
  hasCustomStyle: stored.hasCustomStyle,
  textColor: stored.textColor,
  primaryColor: stored.primaryColor,
  secondaryColor: stored.secondaryColor,
};

/** Only the four style fields, so ids of the stored record are never sent back. */
export const withStyleDefaults = (s: Partial<ApiRecord<'company_styles'>> | undefined | null): CompanyStyles => ({
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
