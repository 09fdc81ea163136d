import { Alert, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import type { LocationOmgevingsplanResponse, OmgevingsplanCheck, OmgevingsplanCheckStatus } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';
import { citationLabel, normValue } from '../../map/OmgevingsplanRules';
import { NormsByLocation, NotCheckedNorms, PartialDeliveries } from './NormsByLocation';
import { ruleGroups } from './ruleGroups';

type Plan = NonNullable<LocationOmgevingsplanResponse['omgevingsplan']>;

const STATUS_COLOR: Record<OmgevingsplanCheckStatus, string> = { checked: 'teal', partly_checked: 'yellow', not_checkable: 'gray' };

/**
 * Whether a location's norms could be checked (imported omgevingsplan or the online DSO read): the status, how many
 * norms became constraints, and what was not read with the article to read. `testId` prefixes the test ids.
 */
export function NormCheck({ check, testId }: { check: OmgevingsplanCheck; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" data-testid={`${testId}-status`} data-status={check.status}>
        <Badge color={STATUS_COLOR[check.status]} variant="light" c="dark.8">
          {t(`locationModify.rules.status.${check.status}`)}
        </Badge>
        <Text size="sm">{t(`locationModify.rules.statusHelp.${check.status}`, { count: check.numeric })}</Text>
      </Group>
      {check.unread.length > 0 && (
        <Stack gap={2} data-testid={`${testId}-unread`}>
          <Text size="sm" fw={600}>
            {t('locationModify.rules.unreadTitle')}
          </Text>
          <List size="sm" spacing={2}>
            {check.unread.map((u) => (
              <List.Item key={`${u.ruleId}-${u.naam ?? ''}-${u.reason}`}>
                <ExternalLink url={u.url} size="sm">
                  {u.reference}
                </ExternalLink>
                {u.naam ? ` · ${u.naam}` : ''} — {t(`locationModify.rules.reasons.${u.reason}`)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <NotCheckedNorms check={check} testId={testId} />
    </>
  );
}

type Article = NonNullable<Plan['rules'][number]['article']>;

/**
 * What a wijzigingsbesluit did to an article: which besluit changed (or removed) it and when, and its earlier texts
 * (newest first), so the user sees the rule as it reads now and what it said before.
 */
function ArticleHistory({ article }: { article: Article }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const history = article.history ?? [];
  if (!history.length) return null;
  const at = { besluit: article.besluit ?? '', date: formatDate(article.datumBekendmaking, lang) };
  return (
    <Stack gap={0} data-testid="omgevingsplan-article-history">
      <Text size="xs" fs="italic">
        {article.wijzigactie === 'verwijder' ? t('locationModify.rules.removedArticle', at) : t('locationModify.rules.changedBy', at)}
      </Text>
      {history.map((h) => (
        <Text size="xs" c="dimmed" key={`${h.besluit ?? ''}-${h.datumBekendmaking ?? ''}`} lineClamp={2} title={h.tekst ?? undefined} data-testid="omgevingsplan-earlier-text">
          {t('locationModify.rules.earlierText', { besluit: h.besluit ?? '', date: formatDate(h.datumBekendmaking, lang) })}: {h.tekst ?? t('locationModify.rules.removedText')}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The omgevingsplan at a location: whether its norms could be checked (and what was not read, with the article to
 * read), which plan applies where a pons covers it, and the rules grouped by activity and gebiedsaanwijzing, each
 * with its article, norm values and a link to the official publication, as of the date of the newest besluit. A rule of a
 * regeling in `setAside` (its newer online version answers: PlanSources) is marked so.
 */
export function LocationRules({ plan, setAside }: { plan: Plan; setAside?: ReadonlySet<string> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { check } = plan;
  return (
    <Stack gap="sm" data-testid="omgevingsplan">
      <NormCheck check={check} testId="omgevingsplan" />
      <PartialDeliveries deliveries={plan.deliveries} />
      {plan.ponsCoverage !== 'none' && (
        <Alert color="orange" variant="light" p="xs" data-testid="omgevingsplan-pons" data-coverage={plan.ponsCoverage}>
          <Text size="sm">{t(plan.ponsCoverage === 'full' ? 'locationModify.rules.ponsFull' : 'locationModify.rules.ponsPartial')}</Text>
        </Alert>
      )}
      {plan.rulesAsOf && (
        <Text size="xs" c="dimmed">
          {t('map.plot.ow.asOf', { date: formatDate(plan.rulesAsOf, lang) })}
        </Text>
      )}
      {plan.notLocated && plan.notLocated.length > 0 && (
        <Alert color="gray" variant="light" p="xs" data-testid="omgevingsplan-not-located" title={t('locationModify.rules.notLocatedTitle')}>
          <List size="sm" spacing={2}>
            {plan.notLocated.map((n) => (
              <List.Item key={n.ruleId}>
                {citationLabel(n.citation.wid) || n.ruleId}
                {n.opschrift ? ` · ${n.opschrift}` : ''} — {t('locationModify.rules.notLocated', { code: n.ambtsgebied ?? '?' })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <NormsByLocation norms={plan.norms} />
      {ruleGroups(plan.rules).map((g) => (
        <Stack gap={4} key={`${g.activity}|${g.designation}`} data-testid="omgevingsplan-group">
          <Title order={3} size="h6">
            {g.activity || t('map.plot.ow.general')}
            {g.designation && (
              <Text span size="sm" c="dimmed" fw={400}>
                {' · '}
                {g.designation}
              </Text>
            )}
          </Title>
          {g.rules.map((r) => (
            <Stack gap={0} key={r.ruleId} data-testid="omgevingsplan-rule" data-set-aside={setAside?.has(r.citation.regeling ?? '') ? 'true' : undefined}>
              <Text size="sm">
                {setAside?.has(r.citation.regeling ?? '') && (
                  <Badge size="xs" color="gray" variant="light" c="dark.8" mr={4}>
                    {t('locationModify.sources.setAsideBadge')}
                  </Badge>
                )}
                <Badge size="xs" variant="outline" mr={4}>
                  {citationLabel(r.citation.wid) || r.ruleId}
                </Badge>
                {r.bruidsschat && (
                  <Badge size="xs" color="grape" variant="light" c="dark.8" mr={4}>
                    {t('locationModify.rules.bruidsschat')}
                  </Badge>
                )}
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
              {r.article && <ArticleHistory article={r.article} />}
              {r.url && (
                <ExternalLink url={r.url} size="xs" data-testid="omgevingsplan-link">
                  {t('locationModify.rules.publication', { article: citationLabel(r.citation.wid) || r.ruleId })}
                </ExternalLink>
              )}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
