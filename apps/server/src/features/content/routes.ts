import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contentImagePath, contentRoutes, images } from '@plotwise/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/appError';
import { Repository } from '../../entities/repository';
import { parseWrite } from '../../entities/parseWrite';
import { authorize } from '../../entities/policy';
import { serve } from '../../http/serve';
import { readImageUpload, sendImageBytes } from '../images/readUpload';
import { contentImageBytes, contentItemExists, setImagePublicKey } from './contentImages';
import { publishedNews } from './publishedNews';

/** News on /home/gettingstarted: shown this long after publication. */
const NEWS_DAYS = 180;
const NEWS_SHOWN = 10;
/** Alt text is a sentence, not an article. */
const ALT_MAX = 300;

/**
 * GET /api/content/news: the published news for everyone signed in (staff manage items through the data API);
 * the images of content items: uploaded by staff, served to anyone holding the item-scoped link.
 */
export function registerContentRoutes(app: FastifyInstance, db: Db, config: Pick<Config, 'IMAGE_LIMIT_PIXELS'>) {
  serve(app, contentRoutes.news, async () => {
    const now = new Date();
    return publishedNews(db, { since: new Date(now.getTime() - NEWS_DAYS * 86_400_000), now, kinds: ['news'], limit: NEWS_SHOWN });
  });

  serve(app, contentRoutes.uploadImage, async ({ params: { id } }, req) => {
    // staff only (the route's access level); the licence policy as for every image upload
    authorize(images, 'create', req.actor);
    if (!(await contentItemExists(db, id))) throw notFound('Content item');
    const { fields, data, mime, meta, thumb } = await readImageUpload(req, config.IMAGE_LIMIT_PIXELS);
    const alt = String(fields.alt ?? '').trim();
    if (!alt) throw new AppError('validation_failed', 'alt: describe the image for readers who cannot see it', { issues: [{ path: ['alt'], message: 'required' }] });
    if (alt.length > ALT_MAX) throw new AppError('validation_failed', `alt: at most ${ALT_MAX} characters`, { issues: [{ path: ['alt'], message: 'too long' }] });
    const input = parseWrite(images, { name: alt, type: 'attachment', contentitemId: id }, 'create');
    const actor = authorize(images, 'create', req.actor, input);
    // the key is what makes the link unguessable: only this upload sets it, so no company's image ever has one
    const key = randomBytes(16).toString('base64url');
    const imageId = await db.tenant(actor.companyId, async (tx) => {
      const server = { mime, byteLength: data.length, width: meta.width ?? null, height: meta.height ?? null, data, thumb, createdByUserId: actor.userId || null };
      const created = await new Repository(tx).create(images, actor, input, server);
      await setImagePublicKey(tx, created, actor.companyId, key);
      return created;
    });
    return { id: imageId, contentitemId: id, alt, url: contentImagePath(id, key) };
  });

  serve(app, contentRoutes.image, async ({ params: { id, key, file } }, req, reply) => {
    const which = file === 'img.png' ? 'data' : file === 'thumb.png' ? 'thumb' : null;
    if (!which) throw notFound('Image file');
    const r = await contentImageBytes(db, id, key, which);
    // a hidden item's images only for staff, who preview it in the editor
    if (!r?.bytes || (r.hidden && !req.actor?.isStaff)) throw notFound('Image');
    return sendImageBytes(req, reply, Buffer.from(r.bytes), which === 'thumb' ? 'image/png' : r.mime, r.hidden ? 'private, no-store' : 'public, max-age=300');
  });
}
