import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { AppError } from './appError';

type PartsOptions = Parameters<FastifyRequest['parts']>[0];

/**
 * Read the parts of a multipart/form-data request, one `onPart` call each. A body that ends early or breaks the
 * format makes busboy throw a plain Error ("Unexpected end of form"), while iterating or while a file is read:
 * it becomes 400 bad_request here instead of a 500. Limits keep their own answers (413 from @fastify/multipart),
 * and the errors of the caller's own checks pass through.
 */
export async function readMultipart(req: FastifyRequest, options: PartsOptions | undefined, onPart: (part: Multipart) => Promise<void>): Promise<void> {
  try {
    for await (const part of req.parts(options)) await onPart(part);
  } catch (e) {
    if (e instanceof AppError || (e instanceof Error && 'statusCode' in e)) throw e;
    throw new AppError('bad_request', `The upload is not a complete multipart/form-data body: ${(e as Error).message}`);
  }
}
