import type { Actor } from '../../auth/sessions';
import type { EntityHooks } from '../../entities/hooks';
import type { ParsedWrite } from '../../entities/parseWrite';
import { sanitizeContentHtml } from './sanitize';

/** A content item's description is stored sanitised, so readers get it as it is (sanitize.ts). */
const sanitizedDescription = (_actor: Actor, input: ParsedWrite) =>
  typeof input.values.description === 'string' ? { description: sanitizeContentHtml(input.values.description) } : {};

/** The rules of content items' writes through the data API. */
export const contentEntityHooks: Record<string, EntityHooks> = {
  contentitems: { createValues: sanitizedDescription, updateValues: sanitizedDescription },
};
