// News and e-mail items as readers get them (GET /api/content/news; the weekly e-mail): published, not hidden.

/** One published news or e-mail item; its HTML was sanitised by the server when it was saved. */
export type NewsItem = {
  id: number;
  name: string;
  descriptionHtml: string;
  level: 'default' | 'promotional' | 'important';
  type: 'news' | 'email';
  publishedAt: string;
};
