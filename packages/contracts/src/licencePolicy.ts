import { isTrial, licenceTiers, type Subscription } from './enums/companyEnums';

/** How long a trial or pilot runs from `trialStartedAt`. */
export const TRIAL_DAYS = 30;

/** What the policy needs to know of a company. */
interface LicenceSubject {
  subscription: Subscription;
  licence: number;
  trialStartedAt: string | null;
  archived: boolean;
}

/** What a company may do under its subscription and licence. */
export interface Capabilities {
  /** create, change and delete its data */
  write: boolean;
  /** publish publications (status published) */
  publish: boolean;
  /** why writing or publishing is off, as a stable code */
  reason: 'archived' | 'trial_expired' | 'no_licence' | 'template' | 'essential_no_publish' | null;
  /** end of the trial, for a banner */
  trialEndsAt: string | null;
}

const full: Capabilities = { write: true, publish: true, reason: null, trialEndsAt: null };
const readOnly = (reason: Capabilities['reason'], trialEndsAt: string | null = null): Capabilities => ({
  write: false,
  publish: false,
  reason,
  trialEndsAt,
});

/**
 * The single licence policy (docs/adr/0004-licence-policy.md): paid tiers write, premium and up also
 * publish; a pilot or trial has everything for 30 days and then turns read-only; no licence and the
 * template tier are read-only; an archived company can do nothing.
 */
export function capabilitiesOf(c: LicenceSubject, now: Date): Capabilities {
  if (c.archived) return readOnly('archived');
  const tier = c.licence;
  if (tier === licenceTiers.template) return readOnly('template');
  if (isTrial(c.subscription) || tier === licenceTiers.pilot || tier === licenceTiers.trial) {
    // a trial that has not been started yet counts from today
    const start = c.trialStartedAt ? new Date(c.trialStartedAt) : now;
    const end = new Date(start.getTime() + TRIAL_DAYS * 24 * 3600 * 1000);
    return now < end ? { ...full, trialEndsAt: end.toISOString() } : readOnly('trial_expired', end.toISOString());
  }
  if (tier === licenceTiers.essential) return { write: true, publish: false, reason: 'essential_no_publish', trialEndsAt: null };
  if (
    tier === licenceTiers.premium ||
    tier === licenceTiers.enterprise ||
    tier === licenceTiers.professional ||
    tier === licenceTiers.staff
  )
    return full;
  return readOnly('no_licence');
}

/** Messages for the codes, for API errors and the web's banner. */
export const capabilityMessages: Record<NonNullable<Capabilities['reason']>, string> = {
  archived: 'This company is archived',
  trial_expired: 'The trial has ended: your data is read-only until a licence is chosen',
  no_licence: 'Your company has no licence yet: your data is read-only',
  template: 'Template companies are maintained by staff',
  essential_no_publish: 'Publishing is part of the premium licence and up',
};
