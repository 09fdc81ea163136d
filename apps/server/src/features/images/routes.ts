import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata } from 'sharp';
import { fileRoutes, imageTypes, images, type ApiRecord } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { authorize } from '../../entities/policy';
import { readMultipart } from '../../http/multipart';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { imageFile } from './imageFile';

const allowedFormats = new Map([
  ['png', 'image/png'],
  ['jpeg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['gif', 'image/gif'],
]);
const THUMB_PIXELS = 256;
/** The form's text fields are a type, a name and ids: a longer value is refused, not silently cut by busboy. */
const FIELD_LIMIT_BYTES = 4 * 1024;

/** Upload images and serve them (original and a real thumbnail) to users of the owning company. */
export function registerImageRoutes(app: FastifyInstance, db: Db) {
  serve(app, fileRoutes.uploadImage, async (_, req) => {
    // the licence policy applies to uploads as to every other write (a read-only company uploads nothing)
    authorize(images, 'create', req.actor);
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
    const thumb = await sharp(data, { animated: false })
      .resize(THUMB_PIXELS, THUMB_PIXELS, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const input = parseWrite(images, { name: fields.name ?? file.name, ...fields }, 'create');
    const actor = authorize(images, 'create', req.actor, input);
    const record = await db.tenant(actor.companyId, async (tx) => {
      const repo = new Repository(tx);
      const server = { mime, byteLength: data.length, width: meta.width ?? null, height: meta.height ?? null, data, thumb, createdByUserId: actor.userId || null };
      return repo.detail(images, actor, await repo.create(images, actor, input, server), 0);
    });
    if (!record) throw notFound('Image');
    // the repository reads any entity; the API tests check this record against the contract
    return record as ApiRecord<'images'>;
  });

  serve(app, fileRoutes.image, async ({ params: { id, file } }, req, reply) => {
    const which = file === 'img.png' ? 'data' : file === 'thumb.png' ? 'thumb' : null;
    if (!which) throw notFound('Image file');
    const companyId = actorOf(req).companyId;
    const r = await db.tenant(companyId, (tx) => imageFile(tx, companyId, id, which));
    if (!r?.bytes) throw notFound('Image');
    const bytes = Buffer.from(r.bytes);
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    void reply.header('ETag', etag).header('Cache-Control', 'private, max-age=86400');
    if (req.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(which === 'thumb' ? 'image/png' : r.mime).send(bytes);
  });
}
