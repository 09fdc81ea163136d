import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { euros, FinanceSection } from './FinanceSection';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** concept_valuation: the value per unit type and the residual land value (RGW), whole and per m² plot, dwelling and m² GFA. */
export default function ConceptValuation(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const per = (cents: number | null, key: string) =>
    cents === null ? null : (
      <tr data-figure={key}>
        <td>{t(`publications.concept.finance.${key}`)}</td>
        <td className="pub-num">{euros(cents, lang)}</td>
      </tr>
    );
  return (
    <FinanceSection
      {...props}
      render={(f) => (
        <>
          <SectionTable minWidth={320} testId="pub-valuation">
            <thead>
              <tr>
                <th>{t('publications.concept.finance.income')}</th>
                <th className="pub-num">{t('publications.concept.finance.count')}</th>
                <th className="pub-num">{t('publications.concept.finance.value')}</th>
              </tr>
            </thead>
            <tbody>
              {f.income.map((r, i) => (
                <tr key={`${r.name}-${i}`}>
                  <td>{r.untyped ? t('publications.concept.finance.untyped') : r.name}</td>
                  <td className="pub-num">{formatNumber(r.count, lang, 0)}</td>
                  <td className="pub-num">{euros(r.valueCents, lang)}</td>
                </tr>
              ))}
              <tr data-figure="value">
                <th colSpan={2}>{t('publications.concept.total')}</th>
                <th className="pub-num">{euros(f.totalValueCents, lang)}</th>
              </tr>
              <tr data-figure="rgw">
                <th colSpan={2}>{t('publications.concept.finance.rgw')}</th>
                <th className="pub-num">{euros(f.residualLandValueCents, lang)}</th>
              </tr>
              {per(f.perPlotSquareMeterCents, 'perPlotM2')}
              {per(f.perUnitCents, 'perUnit')}
              {per(f.perGrossSquareMeterCents, 'perGfaM2')}
            </tbody>
          </SectionTable>
          {f.isNegative && (
            <Text size="sm" c="red.8" mt={4} data-testid="rgw-negative">
              {t('publications.concept.finance.negative')}
            </Text>
          )}
        </>
      )}
    />
  );
}
