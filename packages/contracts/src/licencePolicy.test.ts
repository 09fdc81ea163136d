import { describe, expect, it } from 'vitest';
import { capabilitiesOf, TRIAL_DAYS } from './licencePolicy';
import { licenceTiers } from './enums/companyEnums';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000).toISOString();
const company = (over: Partial<Parameters<typeof capabilitiesOf>[0]>) =>
  capabilitiesOf({ subscription: 'none', licence: licenceTiers.none, trialStartedAt: null, archived: false, ...over }, now);

describe('capabilitiesOf', () => {
  it('paid tiers write; premium and up publish; essential does not publish', () => {
    for (const licence of [licenceTiers.premium, licenceTiers.enterprise, licenceTiers.professional, licenceTiers.staff])
      expect(company({ licence })).toMatchObject({ write: true, publish: true, reason: null });
    expect(company({ licence: licenceTiers.essential })).toMatchObject({ write: true, publish: false, reason: 'essential_no_publish' });
  });
  it(`a trial or pilot has everything for ${TRIAL_DAYS} days, then turns read-only`, () => {
    for (const subscription of ['trial', 'pilot'] as const) {
      expect(company({ subscription, trialStartedAt: daysAgo(TRIAL_DAYS - 1) })).toMatchObject({ write: true, publish: true });
      expect(company({ subscription, trialStartedAt: daysAgo(TRIAL_DAYS + 1) })).toMatchObject({ write: false, publish: false, reason: 'trial_expired' });
    }
    expect(company({ licence: licenceTiers.trial, trialStartedAt: null }).write).toBe(true);
    expect(company({ subscription: 'trial', trialStartedAt: daysAgo(10) }).trialEndsAt).toBe(daysAgo(10 - TRIAL_DAYS));
  });
  it('no licence, the template tier and an archived company are read-only', () => {
    expect(company({})).toMatchObject({ write: false, reason: 'no_licence' });
    expect(company({ licence: licenceTiers.template })).toMatchObject({ write: false, reason: 'template' });
    expect(company({ licence: licenceTiers.enterprise, archived: true })).toMatchObject({ write: false, reason: 'archived' });
  });
});
