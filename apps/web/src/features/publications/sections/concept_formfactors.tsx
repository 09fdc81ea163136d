import { publicFormFactorKeys } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { ConceptEmpty, ConceptSectionFrame, formatFactor } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_formfactors: the concept's form factors (units, GFA, NFA, built and plot area, FSI, GSI, height, floors,
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
