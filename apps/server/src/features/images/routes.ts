import type { FastifyInstance } from 'fastify';
import { fileRoutes, images, type ApiRecord } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { authorize } from '../../entities/policy';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { imageFile } from './imageFile';
import { readImageUpload, sendImageBytes } from './readUpload';

/** Upload images and serve them (original and a real thumbnail) to users of the owning company. */
export function registerImageRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'IMAGE_LIMIT_PIXELS'>) {
  serve(app, fileRoutes.uploadImage, async (_, req) => {
    // the licence policy applies to uploads as to every other write (a read-only company uploads nothing)
    authorize(images, 'create', req.actor);
    const { fields, fileName, data, mime, meta, thumb } = await readImageUpload(req, config.IMAGE_LIMIT_PIXELS);
    const input = parseWrite(images, { name: fields.name ?? fileName, ...fields }, 'create');
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
    return sendImageBytes(req, reply, Buffer.from(r.bytes), which === 'thumb' ? 'image/png' : r.mime, 'private, max-age=86400');
  });
}
