import { DEMO_PASSWORD, DEMO_USERS } from './server';

/**
 * Resolves once the site search answers with plots: the server builds its index from the demo region in the
 * background after start, so a test of the search waits for it first.
 */
export async function waitForSearchIndex(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'e2e' },
    body: JSON.stringify({ email: DEMO_USERS.user, password: DEMO_PASSWORD }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/api/search/count`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'e2e' },
      body: JSON.stringify({ filters: [] }),
    });
    if (res.ok && ((await res.json()) as { count: number }).count > 0) return;
    if (Date.now() > deadline) throw new Error('The search index did not fill with the demo region');
    await new Promise((r) => setTimeout(r, 500));
  }
}
