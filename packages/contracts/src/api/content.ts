// News and e-mail items as readers get them (GET /api/content/news; the weekly e-mail): published, not hidden.
import { z } from 'zod';
import { defineRoute } from '../model/route';

/** One published news or e-mail item; its HTML was sanitised by the server when it was saved. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  descriptionHtml: z.string(),
  level: z.enum(['default', 'promotional', 'important']),
  type: z.enum(['news', 'email']),
  publishedAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** The news readers see (staff manage the items through the data API). */
export const contentRoutes = {
  news: defineRoute({
    method: 'GET',
    path: '/api/content/news',
    access: 'signedIn',
    summary: 'The published news of the last half year, most important first, then newest (at most 10)',
    response: z.array(newsItemSchema),
  }),
};
