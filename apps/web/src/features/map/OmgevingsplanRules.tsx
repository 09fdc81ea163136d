import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OmgevingsplanNormValue, OmgevingsplanRules as Rules } from '@plotwise/contracts';
import { formatDate, formatNumber } from '../../lib/format';

/** "art. 3.1 lid 1" from a STOP wId such as `gm9999_1__art_3.1__para_1` (the place of the cited text in the regeling). */
export function citationLabel(wid: string | null): string {
  if (!wid) return '';
  const art = /__art_([^_]+)/.exec(wid)?.[1];
  const lid = /__para_([^_]+)/.exec(wid)?.[1];
  return [art && `art. ${art}`, lid && `lid ${lid}`].filter(Boolean).join(' ');
}

const UNITS: Record<string, string> = { Meter: 'm', Centimeter: 'cm', Millimeter: 'mm', Procent: '%', VierkanteMeter: 'm²' };

/** A norm value as read: the number in Dutch or English format with its unit, else its text. */
export function normValue(v: Pick<OmgevingsplanNormValue, 'kwantitatief' | 'kwalitatief' | 'inRegeltekst' | 'eenheid'>, lang: string): string {
  if (v.kwantitatief !== null) return `${formatNumber(v.kwantitatief, lang, 2)}${v.eenheid ? ` ${UNITS[v.eenheid] ?? v.eenheid}` : ''}`;
  return v.kwalitatief ?? v.inRegeltekst ?? '';
}

/**
 * The omgevingsplan rules at the plots, grouped by activity, each with its citation, text and norm values; and,
 * where a pons covers the plots, that the IMRO plan above no longer applies there.
 */
export function OmgevingsplanRules({ plan }: { plan: Rules }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const groups = new Map<string, Rules['rules']>();
  for (const rule of plan.rules)
    for (const name of rule.activiteiten.length ? rule.activiteiten.map((a) => a.naam ?? '') : ['']) groups.set(name, [...(groups.get(name) ?? []), rule]);
  return (
    <Stack gap={6} data-testid="omgevingsplan">
      {plan.pons && (
        <Alert color="orange" variant="light" p="xs" data-testid="omgevingsplan-pons">
          <Text size="sm">{t('map.plot.ow.pons')}</Text>
        </Alert>
      )}
      {plan.rulesAsOf && (
        <Text size="xs" c="dimmed">
          {t('map.plot.ow.asOf', { date: formatDate(plan.rulesAsOf, lang) })}
        </Text>
      )}
      {[...groups].map(([activity, rules]) => (
        <Stack gap={2} key={activity}>
          <Text size="sm" fw={600}>
            {activity || t('map.plot.ow.general')}
          </Text>
          {rules.map((r) => (
            <Stack gap={0} key={r.ruleId} data-testid="omgevingsplan-rule">
              <Text size="sm">
                <Badge size="xs" variant="outline" mr={4}>
                  {citationLabel(r.citation.wid) || r.ruleId}
                </Badge>
                {r.article?.opschrift ?? ''}
                {r.normValues.map((v) => (
                  <Text span fw={600} key={`${v.normId}-${v.locatieId}`} ml={4} data-testid="omgevingsplan-norm">
                    {v.naam ?? v.type}: {normValue(v, lang)}
                  </Text>
                ))}
              </Text>
              {r.article?.tekst && (
                <Text size="xs" c="dimmed" lineClamp={3} title={r.article.tekst}>
                  {r.article.tekst}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
