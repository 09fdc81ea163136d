import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicationRoutes, type CreatePublication } from '@plotwise/contracts';
import { api } from '../../api/api';
import { entityKeys } from '../../api/queries';

// Under the entity's keys, so every generic publications/sections mutation refreshes these too.
const keys = {
  overview: [...entityKeys.all('publications'), 'overview'],
  preview: (id: number) => [...entityKeys.all('publications'), 'preview', id],
  answers: (id: number) => [...entityKeys.all('publications'), 'answers', id],
  imageChoices: (id: number) => [...entityKeys.all('publications'), 'image-choices', id],
};

/** The company's publications with visits and answers (GET /api/publications/overview). */
export const usePublicationOverview = () =>
  useQuery({
    queryKey: keys.overview,
    queryFn: ({ signal }) => api.call(publicationRoutes.overview, { signal }),
  });

/** The page a visitor would see, whatever the status (the editor's preview). */
export const usePublicationPreview = (id: number) =>
  useQuery({
    queryKey: keys.preview(id),
    queryFn: ({ signal }) => api.call(publicationRoutes.preview, { params: { id }, signal }),
    enabled: id > 0,
  });

/** The survey answers of a publication, newest first. */
export const useSurveyAnswers = (id: number) =>
  useQuery({
    queryKey: keys.answers(id),
    queryFn: ({ signal }) => api.call(publicationRoutes.answers, { params: { id }, signal }),
    enabled: id > 0,
  });

/** The images an images carrousel of the publication may show (its location's or concept's). */
export const useImageChoices = (id: number) =>
  useQuery({
    queryKey: keys.imageChoices(id),
    queryFn: ({ signal }) => api.call(publicationRoutes.imageChoices, { params: { id }, signal }),
    enabled: id > 0,
  });

/** The municipalities with business parks in the register, for a new IBIS survey (only while `enabled`). */
export const useIbisMunicipalityChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['ibis-municipalities'],
    queryFn: ({ signal }) => api.call(publicationRoutes.ibisMunicipalities, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** The business parks of the register, for a business-park publication when no location names a park (only while `enabled`). */
export const useIbisParkChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['ibis-parks'],
    queryFn: ({ signal }) => api.call(publicationRoutes.ibisParks, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/** Create from a record, and duplicate; both answer the new publication's id. */
export function usePublicationActions() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: entityKeys.all('publications') });
  return {
    create: useMutation({
      mutationFn: (body: CreatePublication) => api.call(publicationRoutes.create, { body }),
      onSuccess,
    }),
    duplicate: useMutation({
      mutationFn: ({ id, lang }: { id: number; lang: string }) =>
        api.call(publicationRoutes.duplicate, { params: { id }, query: { lang: lang === 'en' ? 'en' : 'nl' } }),
      onSuccess,
    }),
  };
}
