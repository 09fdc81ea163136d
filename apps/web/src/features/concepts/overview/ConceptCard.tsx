import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea, formatLength, formatNumber } from '../../../lib/format';
import { CommitTextInput } from '../../shared/CommitTextInput';
import { SiteTopView } from '../shared/SiteTopView';
import { useConceptGeneration } from '../shared/useConceptGeneration';
import { conceptFigures, unitMix, type ComparedConcept } from './conceptFigures';

type ConceptRow = ApiRecord<'concepts'>;

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

/**
 * A concept as a card: its buildings on the site from above, the figures a developer asks first, the zoning
 * verdict from the location's constraints, and links to the editor, the plan view and the sheets.
 */
export function ConceptCard({
  concept,
  locationId,
  actions = {},
}: {
  concept: ConceptRow;
  locationId: number;
  actions?: ConceptCardActions;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const g = useConceptGeneration(locationId, concept.id);
  const figures = conceptFigures(g.formFactors, g.buildings.length, g.checks, g.ilsChecks);
  const topBuildings = useMemo(
    () => g.buildings.map((b) => ({ id: b.row.id, name: b.row.name, model: b.result.model })),
    [g.buildings],
  );
  const mix = useMemo(
    () =>
      unitMix(
        topBuildings.map((b) => b.model),
        g.units,
      ),
    [topBuildings, g.units],
  );
  const { onGenerated } = actions;
  const name = concept.name || t('conceptsOverview.unnamed', { id: concept.id });
  useEffect(() => {
    if (g.status === 'ready') onGenerated?.({ id: concept.id, name, formFactors: g.formFactors, mix });
  }, [g.status, g.formFactors, mix, concept.id, name, onGenerated]);
  const violatedNames = g.checks
    .filter((c) => c.status === 'violated')
    .map((c) => c.name || t(`sheets.constraints.kinds.${c.type}`, { defaultValue: c.type }))
    .concat(g.ilsChecks.filter((c) => c.status === 'fail').map((c) => `ILS ${c.id}: ${t(`conceptEditor.ils.check.${c.key}`)}`));
  return (
    <Paper withBorder p="sm" data-testid="concept-card" data-concept-id={concept.id} aria-label={name}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          {actions.onSelect && (
            <Checkbox
              mb={6}
              checked={!!actions.selected}
              onChange={(e) => actions.onSelect?.(e.currentTarget.checked)}
              aria-label={t('conceptsOverview.selectForCompare', { name })}
              data-testid="concept-compare-check"
            />
          )}
          {actions.onRename ? (
            <CommitTextInput
              size="xs"
              value={concept.name ?? ''}
              onCommit={(v) => actions.onRename?.(v.trim())}
              aria-label={t('conceptsOverview.name')}
              style={{ flex: 1 }}
              data-testid="concept-name"
              maxLength={200}
            />
          ) : (
            <Text fw={600} style={{ flex: 1 }} data-testid="concept-name">
              {name}
            </Text>
          )}
        </Group>
        <Box h={150} data-testid="concept-thumbnail">
          {g.status === 'ready' && g.site ? (
            <SiteTopView
              site={g.site}
              buildings={topBuildings}
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
        {g.status === 'ready' && g.site?.source === 'default' && (
          <Text size="xs" c="dimmed">
            {t('conceptsOverview.defaultSite')}
          </Text>
        )}
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
        <Group gap="xs">
          <Anchor
            component={Link}
            to={`/concepts/modify/${locationId}/${concept.id}`}
            size="sm"
            data-testid="concept-edit"
          >
            {t('conceptsOverview.edit')}
          </Anchor>
          <Anchor component={Link} to={`/concepts/planview/${locationId}/${concept.id}`} size="sm">
            {t('conceptsOverview.planView')}
          </Anchor>
          <Anchor
            component={Link}
            to={`/sheets/areas/overview/${locationId}?concept=${concept.id}`}
            size="sm"
          >
            {t('conceptsOverview.sheets')}
          </Anchor>
        </Group>
        {(actions.onDuplicate || actions.onDelete || actions.onMove) && (
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
        )}
      </Stack>
    </Paper>
  );
}
