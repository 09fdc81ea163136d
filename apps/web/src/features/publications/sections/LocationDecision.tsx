import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicDecision, PublicLocation, PublicPage, publicPageRoutes } from '@plotwise/contracts';
import { api } from '../../../api/api';
import type { PageMode } from './types';

type Decision = PublicDecision['decision'];

/**
 * Whether visitors of this page may accept or reject its locations: a search query's publication that allows it (the
 * server decides by the query's accept and reject statuses, decision.ts, and refuses any other type).
 */
export function allowsDecisions(page: PublicPage): boolean {
  return page.publication.allowAcceptReject && page.publication.type === 'searchquery';
}

/**
 * A visitor's decisions on the page's locations through POST /api/publications/decision/{key}/{location_key}, the
 * one server implementation: the name the visitor gives (the route requires it) and what the last decision did.
 */
export function useLocationDecision(page: PublicPage) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [visitor, setVisitor] = useState('');
  const [done, setDone] = useState('');
  const key = page.publication.key;
  const decide = useMutation({
    mutationFn: ({ locationKey, decision }: { locationKey: string; decision: Decision }) =>
      api.callAt<typeof publicPageRoutes.decision>({ method: 'POST', path: '/api/publications/decision/:key/:location_key' }, { params: { key, location_key: locationKey }, body: { decision, visitorName: visitor.trim() } }),
    onSuccess: async (_r, v) => {
      setDone(t(`publications.decision.${v.decision}Done`));
      // the list and every location page of the publication show the new status
      await qc.invalidateQueries({ queryKey: ['pub-page', key] });
    },
  });
  return { visitor, setVisitor, done, decide };
}

type DecisionState = ReturnType<typeof useLocationDecision>;

/** The visitor's name, asked once above the decision buttons. */
export function VisitorNameInput({ state, mode }: { state: DecisionState; mode: PageMode }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('publications.decision.name')}
      description={t('publications.decision.nameHint')}
      value={state.visitor}
      onChange={(e) => state.setVisitor(e.currentTarget.value)}
      maw={360}
      disabled={mode === 'preview'}
    />
  );
}

/** Accept and reject for one location, named for it (a list holds several); enabled once the visitor gave a name. */
export function DecisionButtons({ state, location, mode }: { state: DecisionState; location: PublicLocation; mode: PageMode }) {
  const { t } = useTranslation();
  const { decide } = state;
  return (
    <Group gap="xs" wrap="nowrap">
      {(['accept', 'reject'] as const).map((d) => (
        <Button
          key={d}
          size="xs"
          variant={d === 'accept' ? 'filled' : 'outline'}
          color={d === 'accept' ? 'teal.8' : 'red.8'}
          disabled={mode === 'preview' || !state.visitor.trim()}
          loading={decide.isPending && decide.variables?.locationKey === location.key && decide.variables.decision === d}
          onClick={() => decide.mutate({ locationKey: location.key, decision: d })}
          aria-label={t(`publications.decision.${d}Named`, { name: location.name })}
        >
          {t(`publications.decision.${d}`)}
        </Button>
      ))}
    </Group>
  );
}

/** What the last decision did, or that it failed, read out as it changes. */
export function DecisionStatus({ state }: { state: DecisionState }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" role="status" aria-live="polite">
      {state.decide.isError ? t('publications.decision.failed') : state.done}
    </Text>
  );
}

/** One location's page: the visitor's name, accept and reject, and what it did; nothing when the page allows no decisions. */
export function LocationDecision({ page, location, mode }: { page: PublicPage; location: PublicLocation; mode: PageMode }) {
  const state = useLocationDecision(page);
  if (!allowsDecisions(page)) return null;
  return (
    <Stack gap="xs" mt="md" data-testid="pub-location-decision">
      <VisitorNameInput state={state} mode={mode} />
      <DecisionButtons state={state} location={location} mode={mode} />
      <DecisionStatus state={state} />
    </Stack>
  );
}
