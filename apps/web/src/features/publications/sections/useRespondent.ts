import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { publicPageRoutes } from '@plotwise/contracts';
import { api } from '../../../api/api';
import type { Answers } from './surveyLogic';

/** The address parameter of a respondent's private link: /pub/.../{key}?answers={respondent key}. */
const RESPONDENT_PARAM = 'answers';

/**
 * A respondent who came back by their private link: the answers they sent (to start the form from) and the key the
 * next sending carries, so it replaces them. `unknown`: the link names no answers of this publication.
 */
export function useRespondent(publicationKey: string, enabled: boolean) {
  const [params] = useSearchParams();
  const key = params.get(RESPONDENT_PARAM) ?? undefined;
  const sent = useQuery({
    queryKey: ['pub', 'respondent', publicationKey, key],
    queryFn: ({ signal }) =>
      api.callAt<typeof publicPageRoutes.respondent>({ method: 'GET', path: '/api/publications/respondent/:key/:respondent_key' }, { params: { key: publicationKey, respondent_key: key! }, signal }),
    enabled: enabled && !!key,
    retry: false,
    staleTime: Infinity,
  });
  const initial: Answers | undefined = sent.data ? Object.fromEntries(sent.data.answers.map((a) => [a.surveyquestionId, a.value])) : undefined;
  return {
    key: sent.isSuccess ? key : undefined,
    initial,
    sentAt: sent.data?.sentAt ?? null,
    loading: !!key && enabled && sent.isPending,
    unknown: !!key && sent.isError,
  };
}

/** The private link of a respondent's answers: this page's address with their key. */
export function respondentLink(respondentKey: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(RESPONDENT_PARAM, respondentKey);
  url.hash = '';
  return url.href;
}
