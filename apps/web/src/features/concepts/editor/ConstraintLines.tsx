import { Badge, Group, Stack, Text } from '@mantine/core';
import { HAND_CONSTRAINT_SOURCE, type ApiRecord } from '@plotwise/contracts';
import type { ConstraintCheck, ReplacedConstraint } from '@plotwise/core/zoning/index';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatLength, formatNumber } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';
import { amountOff } from '../shared/conceptChecks';

const sign: Record<string, string> = { smaller_than: '≤', greater_than: '≥', equal: '=' };
// the same three words as the ILS checks beside them: met, not met, not checkable
const statusKey = { ok: 'pass', violated: 'fail', unchecked: 'not_checkable' } as const;
const color = { ok: 'teal.9', violated: 'red.9', unchecked: 'gray.7' } as const;
const LENGTHS = new Set(['building_height', 'gutter_height']);

/** A figure as the line shows it: metres for heights, else a number in the reader's notation. */
const figure = (type: string, v: number, lang: string) => (LENGTHS.has(type) ? formatLength(v, lang, 2) : formatNumber(v, lang, 2));

/** Where a limit is written: "by hand: <name>", or the article (a link when the plan gives one) and the plan. */
function Source({ c, t }: { c: Pick<ConstraintCheck, 'name' | 'reference' | 'url' | 'source'>; t: TFunction }) {
  if (c.source === HAND_CONSTRAINT_SOURCE)
    return (
      <Text span c="dimmed" size="xs" data-testid="check-source">
        {' '}
        ({t('conceptEditor.rules.byHand', { name: c.name })})
      </Text>
    );
  const article = c.reference || c.name;
  return (
    <Text span c="dimmed" size="xs" data-testid="check-source">
      {' '}
      (
      {article && (
        <ExternalLink url={c.url} size="xs">
          {article}
        </ExternalLink>
      )}
      {c.source && `${article ? ', ' : ''}${c.source}`})
    </Text>
  );
}

/** One constraint in force: met / not met / not checkable, the concept's value, the limit and where it is written. */
function CheckLine({ c }: { c: ConstraintCheck }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => figure(c.type, v, i18n.language);
  const off = amountOff(c);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="concept-check" data-type={c.type} data-status={c.status} data-actual={c.actual ?? ''} data-limit={c.limit ?? ''} data-source={c.source ?? ''}>
      <Badge color={color[c.status]} variant="filled" miw={70} style={{ flexShrink: 0 }}>
        {t(`conceptEditor.rules.status.${statusKey[c.status]}`)}
      </Badge>
      <Text size="sm">
        <b>{t(`sheets.constraints.kinds.${c.type}`, { defaultValue: c.type })}</b> {sign[c.operator] ?? c.operator} {c.limit === null ? '–' : n(c.limit)}
        {c.actual !== null && ` · ${t('conceptEditor.checks.actual', { value: n(c.actual) })}`}
        {off !== null && ` · ${t(c.operator === 'greater_than' ? 'conceptEditor.checks.under' : 'conceptEditor.checks.over', { value: n(off) })}`}
        {c.reason && ` · ${t(`sheets.constraints.reason.${c.reason}`)}`}
        <Source c={c} t={t} />
      </Text>
    </Group>
  );
}

type Replaced = ReplacedConstraint<ApiRecord<'constraints'>>;

/** A derived constraint a hand one replaces: shown, dimmed, "replaced by ...", never checked. */
function ReplacedLine({ r }: { r: Replaced }) {
  const { t, i18n } = useTranslation();
  const c = r.constraint;
  const type = c.type ?? 'general';
  const limit = c.value === null ? '–' : figure(type, c.value, i18n.language);
  const by = r.replacedBy;
  const byLimit = by.value === null ? '–' : figure(by.type ?? type, by.value, i18n.language);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="concept-check-replaced" data-type={type} data-limit={c.value ?? ''}>
      <Badge color="gray.7" variant="outline" miw={70} style={{ flexShrink: 0 }}>
        {t('conceptEditor.rules.status.replaced')}
      </Badge>
      <Text size="sm" c="dimmed">
        <b>{t(`sheets.constraints.kinds.${type}`, { defaultValue: type })}</b> {sign[c.operator ?? 'smaller_than']} {limit}
        {' · '}
        {t('conceptEditor.rules.replacedBy', { name: by.name || t(`sheets.constraints.kinds.${by.type ?? type}`), limit: `${sign[by.operator ?? 'smaller_than'] ?? ''} ${byLimit}` })}
        <Source c={{ name: c.name ?? '', reference: c.reference, url: c.url, source: c.source }} t={t} />
      </Text>
    </Group>
  );
}

/** The lines of the constraints in force, then the derived ones replaced by hand. */
export function ConstraintLines({ checks, replaced }: { checks: readonly ConstraintCheck[]; replaced: readonly Replaced[] }) {
  return (
    <Stack gap={6} data-testid="constraint-checks">
      {checks.map((c) => (
        <CheckLine key={c.id} c={c} />
      ))}
      {replaced.map((r) => (
        <ReplacedLine key={r.constraint.id} r={r} />
      ))}
    </Stack>
  );
}
