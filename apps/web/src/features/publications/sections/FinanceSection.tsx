import type { PublicConceptDetail, PublicConceptFinance } from '@plotwise/contracts';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatNumber } from '../../../lib/format';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import type { SectionProps } from './types';

// Shared by the business-case and valuation sections: loaded with them, after the public entry.

/** Euro cents in the reader's format, whole euros (Dutch: € 1.234.567). */
export const euros = (cents: number, lang: string) => formatCurrency(cents / 100, lang);

/** The concept's finance figures, or why they cannot be shown (a building without figures, incomplete input). */
function WithFinance({
  concept,
  render,
}: {
  concept: PublicConceptDetail;
  render: (f: PublicConceptFinance) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const f = concept.finance;
  if (f)
    return (
      <>
        {render(f)}
        {/* an RGW is never shown without what it lacks */}
        {f.warnings.map((w) => (
          <Text key={w.code} size="sm" c="orange.9" mt={4} data-warning={w.code}>
            {t(`publications.concept.finance.warnings.${w.code}`, {
              count: w.count,
              // building types come as codes, unit types by their names
              names: (w.code === 'no_construction_costs_for_types' ? w.names.map((n) => t(`publications.concept.finance.warnings.buildingTypes.${n}`)) : w.names).join(', '),
              // the open galleries' m² (galleries_unpriced), written as the reader writes numbers
              area: formatNumber(w.count, i18n.language, 0),
            })}
          </Text>
        ))}
      </>
    );
  return (
    <ConceptEmpty
      text={t(
        concept.missing
          ? 'publications.concept.finance.noFigures'
          : 'publications.concept.finance.notComputable',
      )}
    />
  );
}

/** A finance section: per concept its figures rendered by `render`, or the reason there are none. */
export function FinanceSection({
  render,
  ...props
}: SectionProps & { render: (f: PublicConceptFinance) => ReactNode }) {
  return <ConceptSectionFrame {...props} render={(c) => <WithFinance concept={c} render={render} />} />;
}
