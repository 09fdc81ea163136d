/**
 * Stable error codes and their HTTP status: the one place where an error becomes a status.
 * Messages are English and readable; the web translates by code.
 */
export const errorCodes = {
  bad_request: 400,
  invalid_reset_key: 400,
  invalid_json: 400,
  validation_failed: 400,
  unknown_field: 400,
  unknown_operator: 400,
  invalid_id: 400,
  missing_id: 400,
  base_model_null: 400,
  unknown_filter: 400,
  invalid_filter: 400,
  too_many_filters: 400,
  unsupported_media_type: 415,
  payload_too_large: 413,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_failed: 403,
  staff_only_field: 403,
  reauthentication_required: 403,
  licence_read_only: 403,
  feature_disabled: 403,
  not_found: 404,
  unknown_entity: 404,
  reference_not_found: 422,
  import_rejected: 422,
  /** an import's coordinates lie outside the domain of the CRS they are read in (a wrong or missing srsName): refused whole */
  crs_out_of_domain: 422,
  conflict: 409,
  rate_limited: 429,
  /** a publication keeps all the survey answers and notes of signed-out visitors it may (VISITOR_CHARS_PER_PUBLICATION_TOTAL) */
  visitor_storage_full: 429,
  internal_error: 500,
  service_unavailable: 503,
  /** the company keeps no unit types yet (Settings > Unit types): there is nothing for a location to take */
  no_unit_types: 409,
  /** a unit type's size would lie above its maximum size (the field `size` or `size_max` in details) */
  unit_size_above_max: 422,
  /** a remote register (the Kadaster ...) refused or failed the request: its status is in the message */
  external_service_failed: 502,
  /** a remote register answered a redirect to another host than the configured one: not followed, no key sent there */
  upstream_redirect_refused: 502,
  /** a link or template in a remote register's answer leads to another host than the configured one: nothing fetched */
  upstream_link_refused: 502,
  /** an identifier that would go into a remote register's URL path is not in its form (`..`, a slash): nothing requested */
  invalid_identifier: 400,
  database_unavailable: 503,
  /** this server does not run scheduled jobs (not started) */
  scheduler_not_running: 503,
  /** a deleted record cannot come back: a row it belongs to is gone (purged, or deleted and not restored) */
  restore_parent_missing: 409,
  /** a deleted record cannot come back: a row made since holds one of its unique values */
  restore_conflict: 409,
  /** a user's undo of a delete came after its time window (staff can still restore it from the deleted items) */
  undo_expired: 410,
  /** invoicing needs the Moneybird token and administration id first (/admin/moneybird) */
  accounting_not_configured: 409,
  /** Moneybird refused or failed a request: its status and reason are in the message */
  accounting_unavailable: 502,
  /** the online Omgevingswet sources need a DSO API key: none set by the company or the installation */
  dso_key_missing: 409,
  /** the DSO (or Ruimtelijke Plannen) API refused the key (401/403): set a valid DSO key */
  dso_key_refused: 422,
  /** the DSO API is busy (429), did not answer in time or failed; the last stored version stays */
  dso_unavailable: 503,
  /** the DSO API answered in a shape we do not know (its schema changed); nothing was stored */
  dso_schema_changed: 502,
  /** PDOK's Omgevingswet geometry tiles failed (5xx), could not be reached or answered in a way we do not read */
  pdok_tiles_unavailable: 502,
  /** PDOK's Omgevingswet geometry tiles did not answer in time */
  pdok_tiles_timeout: 504,
  /**
   * a bulk create or update did not finish within BULK_WRITE_TIMEOUT_MS: rolled back, nothing written (send fewer
   * items per request)
   */
  bulk_write_timeout: 503,
  /** publication PDFs need a Chromium on the server (CHROMIUM_PATH): none found */
  pdf_unavailable: 503,
  /** many PDFs are being printed at once: try again in a moment */
  pdf_busy: 503,
  /** the browser could not print the page in time */
  pdf_failed: 503,
  /** a constraint's `replaces` names no derived constraint of the same quantity at its location, or it is no hand row */
  constraint_replacement_invalid: 422,
  /** another hand constraint already replaces that derived constraint: change that one instead */
  constraint_already_replaced: 409,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** The body of every error response. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/** The header every cookie-authenticated write must carry (CSRF defence: browsers never add it cross-site). */
export const CSRF_HEADER = 'x-requested-with';

/** The spec's own wording for an update without a valid id (section 5). */
export const MESSAGE_UPDATE_REQUIRES_ID = 'Updating the database requires a valid id';
