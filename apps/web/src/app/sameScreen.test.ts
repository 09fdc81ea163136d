import { describe, expect, it } from 'vitest';
import { sameScreen } from './sameScreen';

const at = (pathname: string) => ({ pathname });

describe('sameScreen: what an unsaved-changes guard lets pass', () => {
  it('a map move on the same saved query is no leaving', () => {
    expect(sameScreen(at('/opportunities/queries/5'), at('/opportunities/queries/5/17/52_37/4_89'))).toBe(true);
    expect(sameScreen(at('/opportunities/queries/5/12/52_1/5_2'), at('/opportunities/queries/5/17/52_37/4_89'))).toBe(true);
  });
  it('another query, its activity or another screen is leaving', () => {
    expect(sameScreen(at('/opportunities/queries/5'), at('/opportunities/queries/6'))).toBe(false);
    expect(sameScreen(at('/opportunities/queries/5'), at('/opportunities/queries/5/activity'))).toBe(false);
    expect(sameScreen(at('/opportunities/queries/5'), at('/locations/list'))).toBe(false);
    expect(sameScreen(at('/settings/user'), at('/settings/company'))).toBe(false);
  });
  it('the same path is the same screen, also outside the route table', () => {
    expect(sameScreen(at('/settings/user'), at('/settings/user'))).toBe(true);
    expect(sameScreen(at('/nowhere'), at('/elsewhere'))).toBe(false);
  });
});
