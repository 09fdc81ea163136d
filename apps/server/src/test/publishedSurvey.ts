import type { PublicationCreated, PublicPage } from '@plotwise/contracts';
import type { TestApp, TestUser } from './testApp';

/** A published survey of `user`'s company with one open question: its key, its question's id and its id. */
export async function publishedSurvey(t: TestApp, user: TestUser, name: string): Promise<{ key: string; questionId: number; id: number }> {
  const pub = await t.json<PublicationCreated>('POST', '/api/publications/create', user, { source: 'survey', name });
  const preview = await t.json<PublicPage>('GET', `/api/publications/preview/${pub.id}`, user);
  const section = preview.sections.find((s) => s.type === 'survey')!;
  await t.json('PATCH', `/api/sections/detail/${section.id}`, user, { cfg: { questions: [{ name: 'Wat vindt u?', field: 'opinion', type: 'text', order: 10 }] } });
  await t.json('PATCH', `/api/publications/detail/${pub.id}`, user, { status: 2 });
  const page = JSON.parse((await t.request('GET', `/api/publications/page/${pub.key}`)).body) as PublicPage;
  return { key: pub.key, questionId: page.sections[0]!.questions[0]!.id, id: pub.id };
}
