import { Badge, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import type { ConceptGeneration } from '../shared/useConceptGeneration';
import type { ConceptFigures } from './conceptFigures';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The six figures a developer asks first: units, GFA, height, FSI, GSI and buildings. */
export function CardFigures({ figures }: { figures: ConceptFigures }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SimpleGrid cols={3} spacing="xs" verticalSpacing={4}>
      <Figure
        label={t('conceptsOverview.units')}
        value={formatNumber(figures.units, lang, 0)}
        testId="concept-units"
      />
      <Figure
        label={t('conceptsOverview.gfa')}
        value={formatArea(figures.gfa, lang, { hectares: false })}
        testId="concept-gfa"
      />
      <Figure
        label={t('conceptsOverview.height')}
        value={figures.height === null ? '–' : formatLength(figures.height, lang)}
        testId="concept-height"
      />
      <Figure
        label={t('conceptsOverview.fsi')}
        value={formatNumber(figures.fsi, lang, 2)}
        testId="concept-fsi"
      />
      <Figure
        label={t('conceptsOverview.gsi')}
        value={formatNumber(figures.gsi, lang, 2)}
        testId="concept-gsi"
      />
      <Figure
        label={t('conceptsOverview.buildings')}
        value={formatNumber(figures.buildings, lang, 0)}
        testId="concept-buildings"
      />
    </SimpleGrid>
  );
}

/** The zoning verdict once generated: nothing checked, all met, or the violated constraints and ILS checks named. */
export function CardVerdict({ g, figures }: { g: ConceptGeneration; figures: ConceptFigures }) {
  const { t } = useTranslation();
  const violatedNames = g.checks
    .filter((c) => c.status === 'violated')
    .map((c) => c.name || t(`sheets.constraints.kinds.${c.type}`, { defaultValue: c.type }))
    .concat(
      g.ilsChecks
        .filter((c) => c.status === 'fail')
        .map((c) => `ILS ${c.id}: ${t(`conceptEditor.ils.check.${c.key}`)}`),
    );
  return (
    <Group gap="xs">
      {g.status !== 'ready' ? null : figures.checked === 0 ? (
        <Badge color="gray" variant="light" data-testid="concept-verdict" data-verdict="none">
          {t('conceptsOverview.verdict.none')}
        </Badge>
      ) : figures.violated === 0 ? (
        <Badge color="green" variant="light" data-testid="concept-verdict" data-verdict="ok">
          {t('conceptsOverview.verdict.ok', { count: figures.checked })}
        </Badge>
      ) : (
        <Tooltip label={violatedNames.join(', ')}>
          <Badge color="red" variant="light" data-testid="concept-verdict" data-verdict="violated">
            {t('conceptsOverview.verdict.violated', { count: figures.violated })}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
