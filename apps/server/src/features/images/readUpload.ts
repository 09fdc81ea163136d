import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { imageTypes } from '@plotwise/contracts';
import { AppError } from '../../http/appError';
import { readMultipart } from '../../http/multipart';

const allowedFormats = new Map([
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
]);
const THUMB_PIXELS = 256;
/** Decoding a valid image within the pixel limit takes well under a second; past this, sharp gives up. */
const DECODE_SECONDS = 20;
/** The form's text fields are a type, a name and ids: a longer value is refused, not silently cut by busboy. */
const FIELD_LIMIT_BYTES = 4 * 1024;

/** An uploaded image as read and checked, before it is stored. */
export interface ImageUpload {
  /** the form's text fields; `...Id` fields of digits as numbers */
  fields: Record<string, unknown>;
  fileName: string;
  data: Buffer;
  mime: string;
  meta: Metadata;
  thumb: Buffer;
}

/**
 * Read a multipart image upload (one "file" field and short text fields) and check it: PNG, JPEG, WebP or GIF as
 * sharp reads it (415 otherwise, whatever the client called it), the size limit of the multipart plugin (413), a
 * known image type, at most `limitPixels` pixels in all its frames (413: read from the header, before anything is
 * decoded); and make its 256 px thumbnail. Shared by the record images and the content items' images, so both refuse
 * the same uploads with the same codes.
 */
export async function readImageUpload(req: FastifyRequest, limitPixels: number): Promise<ImageUpload> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the image as multipart/form-data with a "file" field');
  const fields: Record<string, unknown> = {};
  // assigned in the part callback: a holder, so that TypeScript does not narrow the file to its initial null
  const file: { data: Buffer | null; name: string } = { data: null, name: '' };
  await readMultipart(req, { limits: { fieldSize: FIELD_LIMIT_BYTES } }, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new AppError('validation_failed', `Unexpected file field "${part.fieldname}"`);
      file.data = await part.toBuffer(); // throws FST_REQ_FILE_TOO_LARGE past the limit
      file.name = part.filename;
    } else {
      const v = String(part.value);
      fields[part.fieldname] = /Id$/.test(part.fieldname) && /^\d+$/.test(v) ? Number(v) : v;
    }
  });
  const data = file.data;
  if (!data?.length) throw new AppError('validation_failed', 'file: an image file is required');
  if (fields.type !== undefined && !(imageTypes as readonly string[]).includes(String(fields.type)))
    throw new AppError('validation_failed', `type: one of ${imageTypes.join(', ')}`);
  let meta: Metadata;
  try {
    meta = await sharp(data).metadata();
  } catch {
    throw new AppError('unsupported_media_type', 'The file is not an image we can read (PNG, JPEG, WebP or GIF)');
  }
  const mime = meta.format ? allowedFormats.get(meta.format) : undefined;
  if (!mime) throw new AppError('unsupported_media_type', `Images must be PNG, JPEG, WebP or GIF, not ${meta.format ?? 'unknown'}`);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels * (meta.pages ?? 1) > limitPixels)
    throw new AppError(
      'payload_too_large',
      `The image has ${meta.width} x ${meta.height} pixels${(meta.pages ?? 1) > 1 ? ` in ${meta.pages} frames` : ''}; at most ${(limitPixels / 1e6).toLocaleString('en')} megapixels are taken`,
    );
  // libvips decodes in its own threads; the limits stop a file whose header understates what it holds
  const thumb = await sharp(data, { animated: false, limitInputPixels: limitPixels })
    .timeout({ seconds: DECODE_SECONDS })
    .resize(THUMB_PIXELS, THUMB_PIXELS, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  return { fields, fileName: file.name, data, mime, meta, thumb };
}

/** Send an image file with an ETag (304 when the browser has it) and the given caching. */
export function sendImageBytes(req: FastifyRequest, reply: FastifyReply, bytes: Buffer, mime: string, cacheControl: string) {
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  void reply.header('ETag', etag).header('Cache-Control', cacheControl);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(mime).send(bytes);
}
