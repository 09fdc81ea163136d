import type { FastifyInstance } from 'fastify';
import { publicationRoutes, publicPageRoutes, publications } from '@plotwise/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../http/appError';
import { actorOf } from '../../http/access';
import { serve } from '../../http/serve';
import { authorize } from '../../entities/policy';
import { sendImageBytes } from '../images/readUpload';
import { ownById, publishedByKey } from './page';
import { imageChoices, publicationImageFile } from './publicImages';

/**
 * The images carrousel's routes (publicImages.ts): what the editor may pick, and an image a published page shows,
 * signed out. `checkKey` and `reads` are the public page's own key check and read limit (routes.ts).
 */
export function registerPublicationImageRoutes(
  app: FastifyInstance,
  db: Db,
  { checkKey, reads }: { checkKey: (key: string | undefined) => void; reads: Record<string, unknown> },
) {
  serve(app, publicationRoutes.imageChoices, async ({ params: { id } }, req) => {
    const actor = authorize(publications, 'read', actorOf(req));
    return db.tenant(actor.companyId, async (tx) => {
      const p = await ownById(tx, actor.companyId, id);
      if (!p) throw notFound('publications');
      return imageChoices(tx, p);
    });
  });

  // Any other key, and every key of a draft, hidden or unknown publication, answers the same 404. Cached briefly:
  // hiding the publication stops the image within minutes.
  serve(
    app,
    publicPageRoutes.image,
    async ({ params }, req, reply) => {
      checkKey(params.key);
      checkKey(params.image_key);
      const p = await publishedByKey(db, params.key);
      const file = p && (await publicationImageFile(db, p, params.image_key));
      if (!file) throw notFound('Image');
      return sendImageBytes(req, reply, Buffer.from(file.bytes), file.mime, 'public, max-age=300');
    },
    reads,
  );
}
