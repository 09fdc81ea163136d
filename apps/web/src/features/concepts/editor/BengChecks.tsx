import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import type { ConceptBengCheck } from '../shared/useConceptGeneration';

/**
 * The BENG pre-check of each building (issue #43 item 2): its shape factor Als/Ag, the BENG 1 limit that shape gives
 * its use under Bbl art. 4.149, BENG 2 and 3, and for a shape beyond the use's compact bound how much less envelope
 * would bring it back. Indicative: the envelope of the generated massing, not an NTA 8800 calculation.
 */
export function BengChecks({ checks }: { checks: readonly ConceptBengCheck[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!checks.length) return null;
  const n = (v: number, digits = 2) => formatNumber(v, lang, digits);
  return (
    <Stack gap={6} data-testid="beng-checks" role="group" aria-labelledby="beng-checks-title">
      <Title order={3} size="h6" id="beng-checks-title">
        {t('conceptEditor.beng.title')}
      </Title>
      {checks.map(({ buildingId, name, check: c }) => (
        <Group key={buildingId} gap={6} wrap="nowrap" align="flex-start" data-testid="beng-check" data-use={c.use} data-band={c.band} data-shape-factor={c.shapeFactor} data-limit={c.energyNeedLimitKwhPerSquareMeterYear}>
          <Badge color={c.band === 'compact' ? 'teal.9' : 'yellow.4'} autoContrast variant="filled" miw={70} style={{ flexShrink: 0 }}>
            {t(`conceptEditor.beng.band.${c.band === 'compact' ? 'compact' : 'lessCompact'}`)}
          </Badge>
          <Text size="sm">
            <b>{name}</b> ({t(`conceptEditor.beng.use.${c.use}`)}) ·{' '}
            {t('conceptEditor.beng.line', {
              shape: n(c.shapeFactor),
              beng1: n(c.energyNeedLimitKwhPerSquareMeterYear, 1),
              beng2: n(c.primaryFossilLimitKwhPerSquareMeterYear, 0),
              beng3: n(c.renewableShareMinPercent, 0),
            })}
            {c.envelopeCutToCompactPercent !== null &&
              ` ${t('conceptEditor.beng.cut', { bound: n(c.compactBound), percent: n(c.envelopeCutToCompactPercent, 0) })}`}
          </Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        {t('conceptEditor.beng.source')}
      </Text>
    </Stack>
  );
}
