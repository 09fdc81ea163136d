import type { ApiRecord } from '../types';

/** The fields of a publication that GET /api/publications/public/{key} shows a visitor (a published one only). */
export const publicPublicationFields = [
  'id',
  'name',
  'description',
  'key',
  'type',
  'status',
  'filterPhase',
  'filterStatus',
  'filterBusinessPark',
  'filterMunicipality',
  'filterState',
  'createdAt',
] as const;

/** A published publication as a visitor reads it. */
export type PublicPublication = Pick<ApiRecord<'publications'>, (typeof publicPublicationFields)[number]>;
