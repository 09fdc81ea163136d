import { Alert, Anchor, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { DSO_KEY_REQUEST_URL, locationRoutes, type OnlineRuleDocument } from '@plotwise/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError';
import { api } from '../../../api/api';
import { entityKeys } from '../../../api/queries';
import { formatDate, formatNumber } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';
import { useDsoCredentials } from '../../settings/DsoCredentials';
import { NormCheck } from './LocationRules';

/** Why a fetch failed, in the user's words: the error's code and the reason the server gives. */
function failureText(error: unknown, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (!isApiError(error)) return t('locationModify.dso.failed');
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (error.code === 'dso_key_missing') return t('locationModify.dso.noKey');
  if (error.code === 'dso_key_refused') return t('locationModify.dso.keyRefused');
  if (error.code === 'dso_unavailable') return t(reason === 'rate_limited' ? 'locationModify.dso.busy' : reason === 'timeout' ? 'locationModify.dso.timeout' : 'locationModify.dso.unavailable');
  if (error.code === 'dso_schema_changed') return t('locationModify.dso.schemaChanged');
  return t('locationModify.dso.failed');
}

/**
 * One stored document: where it came from, its version, the articles, norm values and plan measures read at the site;
 * `setAside` when the imported version of its regeling answers instead (PlanSources).
 */
function DocumentRules({ doc, setAside }: { doc: OnlineRuleDocument; setAside: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack gap={4} data-testid="dso-document" data-set-aside={setAside ? 'true' : undefined}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          <ExternalLink url={doc.url}>{doc.title ?? doc.identificatie}</ExternalLink>
        </Text>
        <Badge variant="light" size="sm">
          {t(`locationModify.dso.source.${doc.source}`)}
        </Badge>
        {setAside && (
          <Badge variant="light" color="gray" c="dark.8" size="sm">
            {t('locationModify.sources.setAsideBadge')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('locationModify.dso.version', { version: doc.version ?? '-', date: doc.versionDate ? formatDate(doc.versionDate, lang) : '-' })}
      </Text>
      {(doc.ruleTexts.length > 0 || doc.normValues.length > 0 || doc.planObjects.length > 0) && (
        <List size="sm" spacing={2}>
          {doc.ruleTexts.map((r) => (
            <List.Item key={r.identificatie}>
              {/* each article links to its regeling in "Regels op de kaart" (a link to one article is not documented) */}
              <ExternalLink url={doc.url} size="sm">
                {r.label ?? r.wId ?? r.identificatie}
              </ExternalLink>
              {r.activiteiten.length + r.gebiedsaanwijzingen.length > 0 && ` (${[...r.activiteiten, ...r.gebiedsaanwijzingen].join(', ')})`}
              {/* the article's text read online, shortened as the imported one is (the whole text on hover) */}
              {r.text && (
                <Text size="xs" c="dimmed" lineClamp={3} title={r.text} data-testid="dso-article-text">
                  {r.text}
                </Text>
              )}
            </List.Item>
          ))}
          {doc.normValues.map((n, i) => (
            <List.Item key={`n${i}`}>
              {n.norm}: {n.value !== null ? `${formatNumber(n.value, lang)} ${n.unit ?? ''}`.trim() : n.inRegeltekst ? t('locationModify.dso.inText') : (n.text ?? '-')}
            </List.Item>
          ))}
          {doc.planObjects.map((o) => (
            <List.Item key={o.id}>
              {o.naam ?? o.id}
              {o.values.length > 0 && `: ${o.values.map((v) => v.waarde).join(', ')}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The rules at the location from the online sources (DSO Presenteren v8, Ruimtelijke Plannen v4): the button that
 * fetches them again, what was stored last with its source, version and date, and what to do without a DSO key.
 */
export function DsoFetchPanel({ locationId }: { locationId: number }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const key = [...entityKeys.all('locations'), 'omgevingsplan', String(locationId)];
  // the same query as the omgevingsplan section above: one request, its `online` part shown here
  const plan = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.call(locationRoutes.omgevingsplan, { params: { id: locationId }, signal }),
  });
  const credentials = useDsoCredentials();
  const fetchRules = useMutation({
    mutationFn: () => api.call(locationRoutes.fetchOmgevingsplan, { params: { id: locationId } }),
    // the fetch also derived the location's constraints from the norm values read
    onSuccess: () => qc.invalidateQueries({ queryKey: entityKeys.all('locations') }),
  });
  const online = plan.data?.online ?? null;
  const noKey = credentials.data && !credentials.data.company && !credentials.data.installation;
  return (
    <Stack gap="xs" data-testid="dso-fetch">
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={() => fetchRules.mutate()} loading={fetchRules.isPending} disabled={!!noKey}>
          {t('locationModify.dso.fetch')}
        </Button>
        {online && (
          <Text size="xs" c="dimmed" data-testid="dso-fetched-at">
            {t('locationModify.dso.fetchedAt', { date: formatDate(online.fetchedAt, i18n.language, true) })}
          </Text>
        )}
      </Group>
      {noKey && (
        <Text size="sm" c="dimmed">
          {t('locationModify.dso.noKey')}{' '}
          <Anchor href={DSO_KEY_REQUEST_URL} target="_blank" rel="noopener noreferrer" underline="always">
            {t('settings.dso.request')}
          </Anchor>
        </Text>
      )}
      {fetchRules.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="dso-error">
          {failureText(fetchRules.error, t)}
          {online && ` ${t('locationModify.dso.keptVersion', { date: formatDate(online.fetchedAt, i18n.language, true) })}`}
        </Alert>
      )}
      {online && online.documents.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('locationModify.dso.nothing')}
        </Text>
      )}
      {online?.check && <NormCheck check={online.check} testId="dso-check" />}
      {online?.documents.map((d) => (
        <DocumentRules key={`${d.source}:${d.identificatie}`} doc={d} setAside={!!plan.data?.sources.some((s) => s.regeling === d.identificatie && s.setAside === 'online')} />
      ))}
    </Stack>
  );
}
