/**
 * Size bounds of a client error entry (`POST /api/errors/list`, accepted without a session): the server refuses
 * a larger body (413) and cuts longer fields; the web's reporter cuts its own fields so its entries always fit.
 */
export const ERROR_ENTRY_SIZE = {
  /** the whole JSON body, in bytes */
  bodyBytes: 8 * 1024,
  /** characters kept of each field; `log` counts its JSON text */
  nameChars: 200,
  referenceChars: 500,
  logChars: 4000,
} as const;
