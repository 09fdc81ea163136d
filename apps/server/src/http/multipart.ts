import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError } from './appError';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

// @fastify/multipart's count limits (413 by default): a form with too many parts is a wrong request, not a big one
const countLimits: Record<string, string> = {
  FST_PARTS_LIMIT: 'The upload has more parts than this form takes',
  FST_FILES_LIMIT: 'The upload has more files than this form takes (one)',
  FST_FIELDS_LIMIT: 'The upload has more fields than this form takes',
};

/**
 * Read the parts of a multipart/form-data request, one `onPart` call each, with stable answers for every way the
 * body can be wrong: a body that ends early or breaks the format (busboy throws a plain Error such as "Unexpected
 * end of form", while iterating or while a file is read) is 400 bad_request; too many parts, files or fields and
 * a field cut at its size limit (busboy cuts it silently) are 400 validation_failed; a file over its size limit
 * stays 413 payload_too_large. The errors of the caller's own checks pass through.
 */
export async function readMultipart(req: FastifyRequest, options: PartsOptions | undefined, onPart: (part: Multipart) => Promise<void>): Promise<void> {
  try {
    for await (const part of req.parts(options)) {
      if (part.type === 'field' && (part.valueTruncated || part.fieldnameTruncated))
        throw new AppError('validation_failed', `${part.fieldname.slice(0, 100)}: the field is longer than this form takes`);
      await onPart(part);
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = e instanceof Error && 'code' in e ? String(e.code) : '';
    if (countLimits[code]) throw new AppError('validation_failed', countLimits[code]);
    if (e instanceof Error && 'statusCode' in e) throw e;
    throw new AppError('bad_request', `The upload is not a complete multipart/form-data body: ${(e as Error).message}`);
  }
}
