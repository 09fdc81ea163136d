import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicDecision, publicPageRoutes } from '@plotwise/contracts';
import { api } from '../../../api/api';
import { formatArea } from '../../../lib/format';
import { publicationPath } from '../../../lib/links';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionKind, SectionProps } from './types';

/** The locations of a search query or an area, each linking to its own page; with accept/reject when the publication allows it. */
function LocationsList({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const [visitor, setVisitor] = useState('');
  const [done, setDone] = useState('');
  const key = page.publication.key;
  const decide = useMutation({
    mutationFn: ({ locationKey, decision }: { locationKey: string; decision: PublicDecision['decision'] }) =>
      api.callAt<typeof publicPageRoutes.decision>({ method: 'POST', path: '/api/publications/decision/:key/:location_key' }, { params: { key, location_key: locationKey }, body: { decision, visitorName: visitor.trim() } }),
    onSuccess: async (_r, v) => {
      setDone(t(`publications.decision.${v.decision}Done`));
      await qc.invalidateQueries({ queryKey: ['pub-page', key] });
    },
  });
  // visitors decide on a search query's locations only (its accept and reject statuses)
  const canDecide = page.publication.allowAcceptReject && page.publication.type === 'searchquery';
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_list');
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!page.locations.length && t('publications.sections.noLocations')}
    >
      <Stack gap="sm">
        {canDecide && (
          <TextInput
            label={t('publications.decision.name')}
            description={t('publications.decision.nameHint')}
            value={visitor}
            onChange={(e) => setVisitor(e.currentTarget.value)}
            maw={360}
            disabled={mode === 'preview'}
          />
        )}
        <SectionTable minWidth={canDecide ? 560 : 400} testId="pub-locations">
          <thead>
            <tr>
              <th>{t('publications.facts.name')}</th>
              <th>{t('publications.facts.city')}</th>
              <th className="pub-num">{t('publications.facts.plotsize')}</th>
              <th>{t('publications.facts.status')}</th>
              {canDecide && <th>{t('publications.decision.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {page.locations.map((l) => (
              <tr key={l.key} data-testid="pub-location-row" data-name={l.name}>
                <td>
                  {mode === 'public' ? (
                    <Anchor
                      component={Link}
                      to={`${publicationPath(page.publication.type, key)}/${encodeURIComponent(l.key)}`}
                    >
                      {l.name}
                    </Anchor>
                  ) : (
                    l.name
                  )}
                </td>
                <td>{l.city ?? ''}</td>
                <td className="pub-num">{l.plotsize ? formatArea(l.plotsize, i18n.language) : ''}</td>
                <td data-testid="pub-location-status">{l.statusName ?? ''}</td>
                {canDecide && (
                  <td>
                    <Group gap="xs" wrap="nowrap">
                      {(['accept', 'reject'] as const).map((d) => (
                        <Button
                          key={d}
                          size="xs"
                          variant={d === 'accept' ? 'filled' : 'outline'}
                          color={d === 'accept' ? 'teal.8' : 'red.8'}
                          disabled={mode === 'preview' || !visitor.trim()}
                          loading={
                            decide.isPending &&
                            decide.variables?.locationKey === l.key &&
                            decide.variables.decision === d
                          }
                          onClick={() => decide.mutate({ locationKey: l.key, decision: d })}
                          aria-label={t(`publications.decision.${d}Named`, { name: l.name })}
                        >
                          {t(`publications.decision.${d}`)}
                        </Button>
                      ))}
                    </Group>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </SectionTable>
        <Text size="sm" role="status" aria-live="polite">
          {decide.isError ? t('publications.decision.failed') : done}
        </Text>
      </Stack>
    </SectionFrame>
  );
}

export const locationsList: SectionKind = {
  type: 'locations_list',
  for: ['searchquery', 'business_park', 'population_core'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: LocationsList,
};
