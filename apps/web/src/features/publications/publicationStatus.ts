import { publicationStatuses } from '@plotwise/contracts';

export type StatusName = keyof typeof publicationStatuses;

/** The name of a publication status code (draft 1, published 2, hidden 3). */
export const statusName = (code: number | null | undefined): StatusName =>
  code === publicationStatuses.published
    ? 'published'
    : code === publicationStatuses.hidden
      ? 'hidden'
      : 'draft';

export const STATUS_COLOR: Record<StatusName, string> = {
  draft: 'gray.7',
  published: 'teal.9',
  hidden: 'orange.9',
};
