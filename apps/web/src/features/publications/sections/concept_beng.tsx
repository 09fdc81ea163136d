import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_beng: the BENG pre-check of each building (issue #43 item 2) as the editor's rules panel shows it: its use,
 * the shape factor Als/Ag, the BENG 1-3 limits of the Bbl for that shape, and how much less envelope a less compact
 * building needs to reach its use's compact bound; indicative, which the section says under the table.
 */
export default function ConceptBeng(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number, digits = 2) => formatNumber(v, lang, digits);
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        const checked = c.buildings.filter((b) => b.beng);
        if (!checked.length) return <ConceptEmpty text={t('publications.concept.beng.none')} />;
        return (
          <>
            <SectionTable minWidth={420} testId="pub-beng">
              <thead>
                <tr>
                  <th>{t('publications.concept.beng.building')}</th>
                  <th className="pub-num">Als/Ag</th>
                  <th className="pub-num">{t('publications.concept.beng.beng1')}</th>
                  <th className="pub-num">BENG 2</th>
                  <th className="pub-num">BENG 3</th>
                </tr>
              </thead>
              <tbody>
                {checked.map(({ name, beng }, i) => (
                  <tr key={i} data-band={beng!.band} data-limit={beng!.energyNeedLimitKwhPerSquareMeterYear}>
                    <td>
                      {name} ({t(`publications.concept.beng.use.${beng!.use}`)})
                      {beng!.envelopeCutToCompactPercent !== null && (
                        <Text size="xs" c="dimmed">
                          {t('publications.concept.beng.cut', { bound: n(beng!.compactBound), percent: n(beng!.envelopeCutToCompactPercent, 0) })}
                        </Text>
                      )}
                    </td>
                    <td className="pub-num">{n(beng!.shapeFactor)}</td>
                    <td className="pub-num">≤ {n(beng!.energyNeedLimitKwhPerSquareMeterYear, 1)}</td>
                    <td className="pub-num">≤ {n(beng!.primaryFossilLimitKwhPerSquareMeterYear, 0)}</td>
                    <td className="pub-num">≥ {n(beng!.renewableShareMinPercent, 0)} %</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
            <Text size="xs" c="dimmed" mt={4}>
              {t('publications.concept.beng.source')}
            </Text>
          </>
        );
      }}
    />
  );
}
