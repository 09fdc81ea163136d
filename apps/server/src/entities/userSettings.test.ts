import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinColors } from '@plotwise/contracts';
import { TestApp, type TestCompany } from '../test/testApp';

// The user settings form saves every choice it offers; its pin colour options are contracts' pinColors.
let t: TestApp;
let c: TestCompany;
beforeAll(async () => {
  t = await TestApp.start();
  c = await t.company('Instellingen');
});
afterAll(() => t?.stop());

describe('user settings', () => {
  it.each(pinColors)('pin colour "%s" is saved with the rest of the form', async (pincolor) => {
    const res = await t.request('PATCH', `/api/users/detail/${c.user.id}`, { as: c.user, body: { cfg: { pincolor, language: 'nl', listSize: 50 } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).cfg).toMatchObject({ pincolor, language: 'nl', listSize: 50 });
  });

  it('the pin colour by star rating is called rating, as the locations field', () => {
    expect(pinColors).toContain('rating');
  });
});
