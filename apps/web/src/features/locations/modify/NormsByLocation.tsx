import { Alert, List, Stack, Text } from '@mantine/core';
import type { OmgevingsplanCheck, OmgevingsplanDelivery, OmgevingsplanNorm } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../ui/ExternalLink';
import { normValue } from '../../map/OmgevingsplanRules';

/**
 * The norms that apply at a location by their own location but that no rule here brings (cited by no rule, or by rules
 * located elsewhere): each with its values, location and the article citing it, else "cited by no rule". The norms a
 * rule here cites show with that rule.
 */
export function NormsByLocation({ norms }: { norms: readonly OmgevingsplanNorm[] | undefined }) {
  const { t, i18n } = useTranslation();
  const own = (norms ?? []).filter((n) => !n.citedBy.some((c) => c.atPlot));
  if (!own.length) return null;
  return (
    <Alert color="blue" variant="light" p="xs" data-testid="omgevingsplan-own-norms" title={t('locationModify.rules.ownNormsTitle')}>
      <List size="sm" spacing={2}>
        {own.map((n) => (
          <List.Item key={n.normId} data-testid="omgevingsplan-own-norm">
            {n.naam ?? n.type ?? n.normId}:{' '}
            {n.values.map((v) => `${normValue({ ...v, eenheid: n.eenheid }, i18n.language)} (${v.locatieNaam ?? v.locatieId})`).join(', ')}
            {' — '}
            {n.citedBy.length ? t('locationModify.rules.citedBy', { articles: n.citedBy.map((c) => c.reference ?? c.ruleId).join(', ') }) : t('locationModify.rules.citedByNoRule')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The norms the product does not check (noise, odour, a type outside the value list), with their values and article. */
export function NotCheckedNorms({ check, testId }: { check: OmgevingsplanCheck; testId: string }) {
  const { t } = useTranslation();
  if (!check.notChecked?.length) return null;
  return (
    <Stack gap={2} data-testid={`${testId}-not-checked`}>
      <Text size="sm" fw={600}>
        {t('locationModify.rules.notCheckedTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {check.notChecked.map((n) => (
          <List.Item key={`${n.ruleId}-${n.naam ?? ''}-${n.locatie ?? ''}`}>
            <ExternalLink url={n.url} size="sm">
              {n.reference}
            </ExternalLink>
            {` · ${n.naam ?? n.type ?? ''}: ${n.value}`}
            {n.locatie ? ` (${n.locatie})` : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Why the rules here are only partly checked when their delivery was partial: per delivery what it lacked. */
export function PartialDeliveries({ deliveries }: { deliveries: readonly OmgevingsplanDelivery[] | undefined }) {
  const { t } = useTranslation();
  const partial = (deliveries ?? []).filter((d) => d.absentFiles.length || d.unresolved.length || d.withoutGeometry.length);
  if (!partial.length) return null;
  return (
    <Alert color="yellow" variant="light" p="xs" data-testid="omgevingsplan-partial" title={t('locationModify.rules.partialTitle')}>
      <List size="sm" spacing={2}>
        {partial.map((d) => (
          <List.Item key={`${d.regeling ?? ''}-${d.besluit ?? ''}`}>
            {d.regeling ?? '?'}
            {d.regelingFrom === 'manifest' ? ` (${t('locationModify.rules.fromManifest')})` : ''}
            {d.absentFiles.length > 0 && <Text size="xs">{t('locationModify.rules.partialFiles', { files: d.absentFiles.join(', ') })}</Text>}
            {d.unresolved.length > 0 && (
              <Text size="xs">{t('locationModify.rules.partialRefs', { refs: d.unresolved.map((u) => `${u.kind} ${u.count}`).join(', ') })}</Text>
            )}
            {d.withoutGeometry.length > 0 && <Text size="xs">{t('locationModify.rules.partialGeometry', { ids: d.withoutGeometry.join(', ') })}</Text>}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
