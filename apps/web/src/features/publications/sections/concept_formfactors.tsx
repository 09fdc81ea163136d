import { publicFormFactorKeys, type PublicFormFactorKey } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** How a form factor is written, as the concepts' comparison writes it. */
const kinds: Record<PublicFormFactorKey, 'count' | 'area' | 'ratio' | 'length'> = {
  units: 'count',
  gfa: 'area',
  outdoor_circulation_area: 'area',
  nfa: 'area',
  built_area: 'area',
  plot_area: 'area',
  fsi: 'ratio',
  gsi: 'ratio',
  max_height: 'length',
  floors: 'count',
  average_unit_size: 'area',
  parking_spots: 'count',
};

/** A form factor in the reader's number format (Dutch: 1.234 m², 1,25). */
function formatFactor(key: PublicFormFactorKey, value: number, lang: string): string {
  const kind = kinds[key];
  if (kind === 'count') return formatNumber(value, lang, 0);
  if (kind === 'area') return formatArea(value, lang, { hectares: false });
  if (kind === 'length') return formatLength(value, lang);
  return formatNumber(value, lang, 2);
}

/**
 * concept_formfactors: the concept's form factors (units, GFA, open galleries, NFA, built and plot area, FSI, GSI, height, floors,
 * average unit size, parking) under the concepts screens' labels, from the buildings' stored results, with a column
 * per building when there is more than one.
 */
export default function ConceptFormFactors(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        const shown = c.buildings.filter((b) => b.formFactors);
        if (!c.formFactors) return <ConceptEmpty text={t('publications.concept.noFigures')} />;
        const perBuilding = shown.length > 1;
        return (
          <SectionTable minWidth={perBuilding ? 320 + 100 * shown.length : 280} testId="pub-formfactors">
            <thead>
              <tr>
                <th />
                {perBuilding && shown.map((b, i) => <th key={i} className="pub-num">{b.name}</th>)}
                <th className="pub-num">{perBuilding ? t('publications.concept.total') : c.name}</th>
              </tr>
            </thead>
            <tbody>
              {publicFormFactorKeys.map((k) => (
                <tr key={k} data-factor={k}>
                  <td>{t(`publications.concept.ff.${k}`)}</td>
                  {perBuilding &&
                    shown.map((b, i) => (
                      <td key={i} className="pub-num">
                        {formatFactor(k, b.formFactors![k], lang)}
                      </td>
                    ))}
                  <td className="pub-num">{formatFactor(k, c.formFactors![k], lang)}</td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
        );
      }}
    />
  );
}
