import { z } from 'zod';

// The fields of a figure a company enters from a municipality's published document (a grondprijzenbrief, a nota
// parkeernormen): which municipality, and the link to the document.

const HTTP_URL = /^https?:\/\/\S+$/i;

/** The municipality as the location names it ("Utrecht"). */
export const municipalityField = z.string().trim().min(1, 'the municipality').max(80);

/** The link to the document a figure comes from: http(s) only, none allowed. */
export const sourceUrlField = z.string().trim().max(2000).regex(HTTP_URL, 'a link starting with http:// or https://').nullable().default(null);

const THIS_YEAR = new Date().getFullYear();

/** The year a nota (parking norms, their presence table) was adopted: from 1990 to two years ahead. */
export const notaYearField = z
  .number()
  .int()
  .min(1990, 'a year from 1990')
  .max(THIS_YEAR + 2, `a year up to ${THIS_YEAR + 2}`);
