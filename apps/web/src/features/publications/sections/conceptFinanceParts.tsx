import type { PublicConceptDetail, PublicConceptFinance } from '@plotwise/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';
import { ConceptEmpty } from './conceptParts';

// Shared by the business-case and valuation sections: loaded with them, after the public entry.

/** Euro cents in the reader's format, whole euros (Dutch: € 1.234.567). */
export const euros = (cents: number, lang: string) => formatCurrency(cents / 100, lang);

/** The concept's finance figures, or why they cannot be shown (a building without figures, incomplete input). */
export function WithFinance({ concept, children }: { concept: PublicConceptDetail; children: (f: PublicConceptFinance) => ReactNode }) {
  const { t } = useTranslation();
  if (concept.finance) return <>{children(concept.finance)}</>;
  return <ConceptEmpty text={t(concept.missing ? 'publications.concept.finance.noFigures' : 'publications.concept.finance.notComputable')} />;
}
