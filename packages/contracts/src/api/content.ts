// News and e-mail items as readers get them (GET /api/content/news; the weekly e-mail): published, not hidden.
import { z } from 'zod';
import { defineRoute } from '../model/route';
import { recordId } from '../model/routeParams';

/** One published news or e-mail item; its HTML was sanitised by the server when it was saved. */
const newsItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  descriptionHtml: z.string(),
  level: z.enum(['default', 'promotional', 'important']),
  type: z.enum(['news', 'email']),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * The path of a content item's image, readable without a session (the weekly e-mail's readers) while the item is not
 * hidden: scoped to the item and carrying the image's 128-bit random key, so it cannot be guessed or pointed at any
 * other image. The server's sanitiser keeps only `<img>` elements whose src has this form.
 */
export const CONTENT_IMAGE_PATH = /^\/api\/content\/items\/[1-9]\d{0,9}\/images\/[A-Za-z0-9_-]{22}\/(img|thumb)\.png$/;
/** The path of a content item's image under CONTENT_IMAGE_PATH (its full size or its thumbnail). */
export const contentImagePath = (contentitemId: number, key: string, file: 'img.png' | 'thumb.png' = 'img.png') => `/api/content/items/${contentitemId}/images/${key}/${file}`;

/** A content item's uploaded image: its record id and the path to put in the item's HTML. */
const contentImageSchema = z.object({ id: z.number().int(), contentitemId: z.number().int(), alt: z.string(), url: z.string().regex(CONTENT_IMAGE_PATH) });
export type ContentImage = z.infer<typeof contentImageSchema>;

/** The news readers see (staff manage the items through the data API). */
export const contentRoutes = {
  news: defineRoute({
    method: 'GET',
    path: '/api/content/news',
    access: 'signedIn',
    summary: 'The published news of the last half year, most important first, then newest (at most 10)',
    response: z.array(newsItemSchema),
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/api/content/items/:id/images',
    access: 'staff',
    summary:
      "Upload an image into a content item (multipart: file, alt): PNG, JPEG, WebP or GIF within the image size limit; alt text is required. Answers the item-scoped public path to put in the item's HTML",
    params: z.strictObject({ id: recordId }),
    multipart: true,
    response: contentImageSchema,
    status: 201,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/content/items/:id/images/:key/:file',
    access: 'public',
    summary: 'An image of a content item that is not hidden, without a session (news for every customer, the weekly e-mail): img.png or thumb.png; staff also see a hidden item\'s',
    params: z.strictObject({ id: recordId, key: z.string(), file: z.string() }),
    response: z.unknown(),
    file: 'image/png',
  }),
};
