import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SvgImage } from './SvgImage';
import type { SectionProps } from './types';

/** concept_floorplans: per building one storey's plan (the editor's storey, else the first with units), drawn on the server. */
export default function ConceptFloorplans(props: SectionProps) {
  const { t } = useTranslation();
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        const plans = c.buildings.filter((b) => b.floorplan);
        if (!plans.length) return <ConceptEmpty text={t('publications.concept.noFigures')} />;
        return (
          <Stack gap="md">
            {plans.map((b, i) => {
              const level = b.floorplan!.level;
              const storey = level === 0 ? t('publications.concept.ground') : t('publications.concept.storey', { n: level });
              return (
                <figure key={i} style={{ margin: 0 }} data-testid="pub-floorplan">
                  <SvgImage svg={b.floorplan!.svg} alt={t('publications.concept.planAlt', { name: b.name, storey })} testId="pub-floorplan-image" />
                  <Text component="figcaption" size="sm">
                    {b.name} · {storey}
                  </Text>
                </figure>
              );
            })}
          </Stack>
        );
      }}
    />
  );
}
