import { ActionIcon, Anchor, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComparedConcept } from './conceptFigures';

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
