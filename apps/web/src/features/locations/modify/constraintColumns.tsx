import { Badge, Button, Stack, Text } from '@mantine/core';
import type { ApiRecord, constraintOperators } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { editDeleteColumn, type DataColumn } from '../../../ui/DataTable';
import { ExternalLink } from '../../../ui/ExternalLink';
import { originOf, type ConstraintStanding } from './constraintSource';

type Constraint = ApiRecord<'constraints'>;
type Operator = (typeof constraintOperators)[number];
/** How each operator shows before a value. */
export const SIGN: Record<Operator, string> = { equal: '=', smaller_than: '≤', greater_than: '≥' };

/** What a hand row replaces: the derived row and its value, or that the zoning no longer has it. */
function Replaces({ c, standing, lang }: { c: Constraint; standing: ConstraintStanding; lang: string }) {
  const { t } = useTranslation();
  if (!standing.replaces.has(c.id)) return null;
  const d = standing.replaces.get(c.id);
  return (
    <Text size="xs" data-testid="constraint-replaces">
      {d
        ? t('locationModify.constraints.replaces', { name: d.name ?? '', value: `${SIGN[d.operator ?? 'equal']} ${d.value !== null ? formatNumber(d.value, lang, 2) : '–'}` })
        : t('locationModify.constraints.replacesGone')}
    </Text>
  );
}

/**
 * Where a constraint comes from: by hand (which zoning rule it overrides or replaces), or the zoning plan, zone and
 * article, with "replaced by ..." when a hand row replaces it, or the button that replaces it by a hand value.
 */
function Origin({ c, standing, lang, replace }: { c: Constraint; standing: ConstraintStanding; lang: string; replace: (c: Constraint) => void }) {
  const { t } = useTranslation();
  const o = originOf(c);
  if (o.kind === 'hand')
    return (
      <Stack gap={0}>
        <Badge size="sm" color="grape" variant="light" c="dark.8">
          {t('locationModify.constraints.hand')}
        </Badge>
        <Replaces c={c} standing={standing} lang={lang} />
        {o.overrides && (
          <Text size="xs">
            {t('locationModify.constraints.overrides', {
              plan: o.overrides.plan ?? '–',
              article: o.overrides.article ?? '–',
            })}
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap={0}>
      <Badge size="sm" color="teal" variant="light" c="dark.8">
        {t('locationModify.constraints.zoning')}
      </Badge>
      <Text size="xs">
        {o.url ? (
          <ExternalLink url={o.url} size="xs">
            {o.plan ?? o.url}
          </ExternalLink>
        ) : (
          (o.plan ?? '–')
        )}
        {o.date ? ` · ${formatDate(o.date, lang)}` : ''}
        {o.zone ? ` · ${o.zone}` : ''}
        {o.article ? ` · ${o.article}` : ''}
      </Text>
      <Replacement c={c} standing={standing} replace={replace} />
    </Stack>
  );
}

/** On a derived row: "replaced by <name>" when a hand row replaces it, else the button to replace it. */
function Replacement({ c, standing, replace }: { c: Constraint; standing: ConstraintStanding; replace: (c: Constraint) => void }) {
  const { t } = useTranslation();
  const by = standing.replacedBy.get(c.id);
  if (by)
    return (
      <Text size="xs" fw={600} data-testid="constraint-replaced-by">
        {t('locationModify.constraints.replacedBy', { name: by.name ?? '' })}
      </Text>
    );
  return (
    <Button size="compact-xs" variant="subtle" w="fit-content" px={0} onClick={() => replace(c)} data-testid="constraint-replace">
      {t('locationModify.constraints.replace')}
    </Button>
  );
}

/** The constraints table's columns: name, kind, value, source, and edit and delete. */
export const constraintColumns = (
  t: TFunction,
  lang: string,
  edit: (c: Constraint) => void,
  drop: (c: Constraint) => void,
  replace: (c: Constraint) => void,
  standing: ConstraintStanding,
): DataColumn<Constraint>[] => [
  { id: 'name', header: t('locationModify.constraints.name'), sortValue: (c) => c.name, cell: (c) => c.name },
  {
    id: 'type',
    header: t('locationModify.constraints.type'),
    sortValue: (c) => c.type,
    cell: (c) => t(`locationModify.constraintTypes.${c.type}`),
  },
  {
    id: 'value',
    header: t('locationModify.constraints.value'),
    numeric: true,
    sortValue: (c) => c.value,
    cell: (c) => `${SIGN[c.operator ?? 'equal']} ${c.value !== null ? formatNumber(c.value, lang, 2) : '–'}`,
  },
  {
    id: 'source',
    header: t('locationModify.constraints.source'),
    sortValue: (c) => c.source,
    cell: (c) => <Origin c={c} standing={standing} lang={lang} replace={replace} />,
  },
  editDeleteColumn({
    header: t('locationModify.constraints.actions'),
    editLabel: t('locationModify.constraints.edit'),
    deleteLabel: t('locationModify.constraints.delete'),
    onEdit: edit,
    onDelete: drop,
  }),
];
