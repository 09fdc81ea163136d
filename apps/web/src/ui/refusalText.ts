import { isApiError } from '../api/ApiError';

/** Answers a screen shows itself (a rule said no, an email is taken): not logged or recorded as client failures. */
export const EXPECTED_REFUSALS = [400, 403, 404, 409, 503];

/** The refusals of the user and company API that have a text of their own (server `details.reason`). */
export const KNOWN_REASONS = ['self', 'last_admin', 'email_taken', 'company_archived', 'user_inactive', 'has_password', 'mail_failed'] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A failed change, in the reader's language: known refusals by their reason, other failures by their kind,
 * with the server's own (English) message added where it carries detail (a validation error names the field).
 */
export function refusalText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('companyUsers.errors.generic', { message: (error as Error)?.message ?? String(error) });
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (reason && (KNOWN_REASONS as readonly string[]).includes(reason)) return t(`companyUsers.errors.${reason}`);
  if (error.code === 'licence_read_only') return t('companyUsers.errors.readOnly');
  if (error.code === 'forbidden' || error.code === 'csrf_failed') return t('companyUsers.errors.forbidden');
  if (error.code === 'not_found') return t('companyUsers.errors.notFound');
  if (error.code === 'network_error') return t('companyUsers.errors.network');
  if (error.code === 'validation_failed') return t('companyUsers.errors.invalid', { message: error.message });
  return t('companyUsers.errors.generic', { message: error.message });
}
