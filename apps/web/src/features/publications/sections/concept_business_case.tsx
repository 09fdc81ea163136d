import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { euros, FinanceSection } from './FinanceSection';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** concept_business_case: value, investment by cost group with the land price, and the result, as the RGW sheet computes them. */
export default function ConceptBusinessCase(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <FinanceSection
      {...props}
      render={(f) => (
        <SectionTable minWidth={320} testId="pub-business-case">
          <tbody>
            <tr data-figure="value">
              <th>{t('publications.concept.finance.value')}</th>
              <td className="pub-num">{euros(f.totalValueCents, lang)}</td>
            </tr>
            <tr>
              <th colSpan={2}>{t('publications.concept.finance.costs')}</th>
            </tr>
            <tr data-figure="land">
              <td>
                {t(
                  f.landPriceSource === 'residual'
                    ? 'publications.concept.finance.landPriceResidual'
                    : 'publications.concept.finance.landPrice',
                )}
              </td>
              <td className="pub-num">{euros(f.landPriceCents, lang)}</td>
            </tr>
            {f.costsByGroup
              .filter((g) => g.cents !== 0)
              .map((g) => (
                <tr key={g.group} data-figure={`group-${g.group}`}>
                  <td>{t(`publications.concept.finance.groups.${g.group}`, { defaultValue: g.group })}</td>
                  <td className="pub-num">{euros(g.cents, lang)}</td>
                </tr>
              ))}
            <tr data-figure="investment">
              <th>{t('publications.concept.finance.investment')}</th>
              <th className="pub-num">{euros(f.totalInvestmentCents, lang)}</th>
            </tr>
            <tr data-figure="result">
              <th>{t('publications.concept.finance.result')}</th>
              <th className="pub-num">{euros(f.resultCents, lang)}</th>
            </tr>
            {f.resultPercentOfCosts !== null && (
              <tr data-figure="result-percent">
                <td>{t('publications.concept.finance.resultPercent')}</td>
                <td className="pub-num">{formatNumber(f.resultPercentOfCosts, lang, 1)} %</td>
              </tr>
            )}
          </tbody>
        </SectionTable>
      )}
    />
  );
}
