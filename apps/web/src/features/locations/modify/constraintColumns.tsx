import { Badge, Stack, Text } from '@mantine/core';
import type { ApiRecord, constraintOperators } from '@plotwise/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { editDeleteColumn, type DataColumn } from '../../../ui/DataTable';
import { ExternalLink } from '../../../ui/ExternalLink';
import { originOf } from './constraintSource';

type Constraint = ApiRecord<'constraints'>;
type Operator = (typeof constraintOperators)[number];
/** How each operator shows before a value. */
export const SIGN: Record<Operator, string> = { equal: '=', smaller_than: '≤', greater_than: '≥' };

/** Where a constraint comes from: by hand (and which zoning rule it overrides), or the zoning plan, zone and article. */
function Origin({ c }: { c: Constraint }) {
  const { t } = useTranslation();
  const o = originOf(c);
  if (o.kind === 'hand')
    return (
      <Stack gap={0}>
        <Badge size="sm" color="grape" variant="light" c="dark.8">
          {t('locationModify.constraints.hand')}
        </Badge>
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
        {o.zone ? ` · ${o.zone}` : ''}
        {o.article ? ` · ${o.article}` : ''}
      </Text>
    </Stack>
  );
}

/** The constraints table's columns: name, kind, value, source, and edit and delete. */
export const constraintColumns = (
  t: TFunction,
  lang: string,
  edit: (c: Constraint) => void,
  drop: (c: Constraint) => void,
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
    cell: (c) => <Origin c={c} />,
  },
  editDeleteColumn({
    header: t('locationModify.constraints.actions'),
    editLabel: t('locationModify.constraints.edit'),
    deleteLabel: t('locationModify.constraints.delete'),
    onEdit: edit,
    onDelete: drop,
  }),
];
