import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Text,
  Tooltip,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { SiteTopView, type TopViewBuilding } from '../shared/SiteTopView';
import type { ConceptGeneration } from '../shared/useConceptGeneration';
import type { ComparedConcept, ConceptFigures } from './conceptFigures';

/** What the list lets a card do: rename, duplicate, delete, move, select for comparison, report its figures. */
export interface ConceptCardActions {
  onRename?: (name: string) => void;
  onDuplicate?: () => void;
  onDelete?: () => void;
  onMove?: (step: -1 | 1) => void;
  canMoveUp?: boolean;
  canMoveDown?: boolean;
  selected?: boolean;
  onSelect?: (on: boolean) => void;
  /** hands the generated figures up for the comparison table */
  onGenerated?: (c: ComparedConcept) => void;
}

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

/** The concept's buildings on its site from above, or why not yet (generating, failed). */
export function CardThumbnail({
  g,
  buildings,
  name,
}: {
  g: ConceptGeneration;
  buildings: readonly TopViewBuilding[];
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <Box h={150} data-testid="concept-thumbnail">
      {g.status === 'ready' && g.site ? (
        <SiteTopView
          site={g.site}
          buildings={buildings}
          width="100%"
          height={150}
          title={t('conceptsOverview.topView', { name })}
        />
      ) : g.status === 'error' ? (
        <Center h={150}>
          <Text size="sm" c="red" data-testid="concept-error">
            {t('conceptsOverview.generationFailed', { error: g.error })}
          </Text>
        </Center>
      ) : (
        <Center h={150}>
          <Loader size="sm" aria-label={t('conceptsOverview.generating')} />
        </Center>
      )}
    </Box>
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

/** Links to the concept's editor, plan view and sheets. */
export function CardLinks({ locationId, conceptId }: { locationId: number; conceptId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Anchor
        component={Link}
        to={`/concepts/modify/${locationId}/${conceptId}`}
        size="sm"
        data-testid="concept-edit"
      >
        {t('conceptsOverview.edit')}
      </Anchor>
      <Anchor component={Link} to={`/concepts/planview/${locationId}/${conceptId}`} size="sm">
        {t('conceptsOverview.planView')}
      </Anchor>
      <Anchor component={Link} to={`/sheets/areas/overview/${locationId}?concept=${conceptId}`} size="sm">
        {t('conceptsOverview.sheets')}
      </Anchor>
    </Group>
  );
}

/** The card's own actions, those the list offers: move left/right, duplicate and delete. */
export function CardActions({ actions, name }: { actions: ConceptCardActions; name: string }) {
  const { t } = useTranslation();
  if (!(actions.onDuplicate || actions.onDelete || actions.onMove)) return null;
  return (
    <Group gap={4} justify="flex-end">
      {actions.onMove && (
        <>
          <ActionIcon
            variant="subtle"
            disabled={!actions.canMoveUp}
            onClick={() => actions.onMove?.(-1)}
            aria-label={t('common.moveUp', { name })}
          >
            ←
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={!actions.canMoveDown}
            onClick={() => actions.onMove?.(1)}
            aria-label={t('common.moveDown', { name })}
          >
            →
          </ActionIcon>
        </>
      )}
      {actions.onDuplicate && (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={actions.onDuplicate}
          data-testid="concept-duplicate"
        >
          {t('conceptsOverview.duplicate')}
        </Button>
      )}
      {actions.onDelete && (
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          onClick={actions.onDelete}
          data-testid="concept-delete"
        >
          {t('conceptsOverview.delete')}
        </Button>
      )}
    </Group>
  );
}
