import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  IbisAnswersSaved,
  IbisIndex,
  IbisMunicipalityPage,
  IbisParkPage,
} from '@plotwise/contracts';
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

const apiPath = (key: string, municipality?: string, rin?: string) =>
  `/publications/ibis/${tail([key, municipality, rin])}`;

const read = <T>(path: string, signal: AbortSignal) =>
  api.request<T>('GET', path, { expected: [404], signal });
const fresh = { retry: false, staleTime: 60_000 } as const;

/** Step 1: the survey and its municipalities with business parks. */
export const useIbisIndex = (key: string) =>
  useQuery({
    queryKey: ['pub-ibis', key],
    queryFn: ({ signal }) => read<IbisIndex>(apiPath(key), signal),
    ...fresh,
  });

/** Step 2: the parks of one municipality (disabled without one). */
export const useIbisMunicipality = (key: string, municipality: string | undefined) =>
  useQuery({
    queryKey: ['pub-ibis', key, municipality],
    queryFn: ({ signal }) => read<IbisMunicipalityPage>(apiPath(key, municipality), signal),
    enabled: !!municipality,
    ...fresh,
  });

const parkKey = (key: string, municipality?: string, rin?: string) => ['pub-ibis', key, municipality, rin];

/** Step 3: one park with the survey and what it reported so far (disabled without a park). */
export const useIbisPark = (key: string, municipality: string | undefined, rin: string | undefined) =>
  useQuery({
    queryKey: parkKey(key, municipality, rin),
    queryFn: ({ signal }) => read<IbisParkPage>(apiPath(key, municipality, rin), signal),
    enabled: !!municipality && !!rin,
    ...fresh,
  });

/** Sends a company's answers about its park; the park page takes the reported values of the answer at once. */
export function useSendIbisAnswers(key: string, municipality: string, rin: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: SentAnswer[]) =>
      api.request<IbisAnswersSaved>('POST', apiPath(key, municipality, rin), { body: { answers } }),
    onSuccess: (saved) =>
      qc.setQueryData<IbisParkPage>(parkKey(key, municipality, rin), (page) => page && { ...page, reported: saved.reported }),
  });
}
