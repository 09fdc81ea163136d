import { Badge, Text } from '@mantine/core';
import { areaAboveStandard } from '@plotwise/core/feasibility/noiseAtFacades';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_noise: the noise pre-check at the façades of each dwelling building (issue #43 item 3) as the editor's rules
 * panel shows it: the worst verdict, the façades and façade area above the Bkl standard value, and the governing source
 * with its standard and limit values. Without a noise layer it says nothing was checked; indicative, as the section says.
 */
export default function ConceptNoise(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang, 0);
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        if (!c.noiseLayer?.imported) return <ConceptEmpty text={t('publications.concept.noise.noLayer')} />;
        const checked = c.buildings.filter((b) => b.noise);
        if (!checked.length) return <ConceptEmpty text={t('publications.concept.noise.none')} />;
        return (
          <>
            <SectionTable minWidth={480} testId="pub-noise">
              <thead>
                <tr>
                  <th>{t('publications.concept.noise.building')}</th>
                  <th>{t('publications.concept.noise.verdict')}</th>
                  <th className="pub-num">{t('publications.concept.noise.facadesOver')}</th>
                  <th className="pub-num">{t('publications.concept.noise.areaOver')}</th>
                  <th>{t('publications.concept.noise.governing')}</th>
                </tr>
              </thead>
              <tbody>
                {checked.map(({ name, noise }, i) => {
                  const x = noise!;
                  const over = areaAboveStandard(x);
                  const l = x.governing;
                  return (
                    <tr key={i} data-verdict={x.verdict}>
                      <td>{name}</td>
                      <td>
                        <Badge variant="light" color={x.verdict === 'within' ? 'teal' : x.verdict === 'above_limit' ? 'red' : 'yellow'} styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal' } }}>
                          {t(`feasibility.noise.verdict.${x.verdict}`)}
                        </Badge>
                      </td>
                      <td className="pub-num">
                        {n(x.facadesAboveStandard)} / {n(x.facades)}
                      </td>
                      <td className="pub-num">{n(over)} m²</td>
                      <td>
                        {l
                          ? `${n(l.ldenDb)} dB Lden · ${l.sourceName || t(`feasibility.noise.class.${l.sourceClass}`)} (${t(`feasibility.noise.class.${l.sourceClass}`)})${l.standardDb !== null && l.limitDb !== null ? ` · ${t('feasibility.noise.norms', { standard: n(l.standardDb), limit: n(l.limitDb) })}` : ''}`
                          : t('publications.concept.noise.noContour')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </SectionTable>
            <Text size="xs" c="dimmed" mt={4}>
              {t('feasibility.noise.source', { date: c.noiseLayer.asOf ? formatDate(c.noiseLayer.asOf, lang) : t('feasibility.noise.noDate') })}
            </Text>
          </>
        );
      }}
    />
  );
}
