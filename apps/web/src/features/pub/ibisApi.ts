import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ibisSurveyRoutes, type IbisParkPage } from '@plotwise/contracts';
import { api } from '../../api/api';
import type { SentAnswer } from '../publications/sections/SurveyForm';

// key, municipality and rin in order, each percent-encoded (a rin has a slash: "9960/001" -> "9960%2F001")
const tail = (parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => !!p)
    .map(encodeURIComponent)
    .join('/');

/** The public page of an IBIS survey step: /pub/ibis/{key}[/{municipality}[/{rin}]]. */
export const ibisPath = (key: string, municipality?: string, rin?: string) =>
  `/pub/ibis/${tail([key, municipality, rin])}`;

// an unknown survey, municipality or park is the page's to say (404), not a failure to record
const expected = [404];
const fresh = { retry: false, staleTime: 60_000 } as const;

/** Step 1: the survey and its municipalities with business parks. */
export const useIbisIndex = (key: string) =>
  useQuery({
    queryKey: ['pub-ibis', key],
    queryFn: ({ signal }) => api.call(ibisSurveyRoutes.index, { params: { key }, expected, signal }),
    ...fresh,
  });

/** Step 2: the parks of one municipality (disabled without one). */
export const useIbisMunicipality = (key: string, municipality: string | undefined) =>
  useQuery({
    queryKey: ['pub-ibis', key, municipality],
    queryFn: ({ signal }) => api.call(ibisSurveyRoutes.municipality, { params: { key, municipality: municipality! }, expected, signal }),
    enabled: !!municipality,
    ...fresh,
  });

const parkKey = (key: string, municipality?: string, rin?: string) => ['pub-ibis', key, municipality, rin];

/** Step 3: one park with the survey and what it reported so far (disabled without a park). */
export const useIbisPark = (key: string, municipality: string | undefined, rin: string | undefined) =>
  useQuery({
    queryKey: parkKey(key, municipality, rin),
    queryFn: ({ signal }) => api.call(ibisSurveyRoutes.park, { params: { key, municipality: municipality!, rin: rin! }, expected, signal }),
    enabled: !!municipality && !!rin,
    ...fresh,
  });

/** Sends a company's answers about its park; the park page takes the reported values of the answer at once. */
export function useSendIbisAnswers(key: string, municipality: string, rin: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: SentAnswer[]) => api.call(ibisSurveyRoutes.answer, { params: { key, municipality, rin }, body: { answers } }),
    onSuccess: (saved) =>
      qc.setQueryData<IbisParkPage>(parkKey(key, municipality, rin), (page) => page && { ...page, reported: saved.reported }),
  });
}

/** The register outlines of the survey's parks (of one municipality), for the map: fetched when the map nears the viewport. */
export const useIbisMap = (key: string, municipality: string | undefined) =>
  useQuery({
    queryKey: ['pub-ibis-map', key, municipality],
    queryFn: ({ signal }) => api.call(ibisSurveyRoutes.map, { params: { key }, query: municipality ? { municipality } : {}, expected, signal }),
    ...fresh,
  });
