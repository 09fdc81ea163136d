import { auditKindGroups, auditKinds, invoiceStates, licenceTiers, subscriptions } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { KNOWN_REASONS } from '../../ui/refusalText';
import { patchOf } from '../users/userActions';

type Tree = { [k: string]: string | Tree };
const get = (tree: Tree, key: string) => key.split('.').reduce<string | Tree | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree);

// The screens compose these keys from values (audit kinds, tiers, actions ...), which the literal-key check
// of the catalogues cannot see.
const composed = [
  ...auditKinds.map((k) => `admin.audit.kinds.${k}`),
  ...Object.keys(auditKindGroups).map((g) => `admin.audit.groups.${g}`),
  ...['sent', 'unknown_email', 'inactive', 'local_sign_in_off', 'mail_failed'].map((o) => `admin.audit.outcomes.${o}`),
  ...['is_admin', 'is_staff'].flatMap((r) => [`admin.audit.roles.${r}.on`, `admin.audit.roles.${r}.off`]),
  ...Object.keys(licenceTiers).map((l) => `admin.licences.${l}`),
  ...subscriptions.map((s) => `admin.subscriptions.${s}`),
  ...['archived', 'trial_expired', 'no_licence', 'template', 'essential_no_publish'].map((r) => `admin.capabilities.${r}`),
  ...['companies', 'trialCompanies', 'archivedCompanies', 'activeUsers', 'inactiveUsers', 'pendingInvitations', 'signInsLast7Days', 'failedSignInsLast7Days'].map((c) => `admin.home.counts.${c}`),
  ...['home', 'customers', 'users'].map((n) => `admin.nav.${n}`),
  ...[...Object.keys(patchOf), 'resendInvite', 'allowMail'].flatMap((a) => ['label', 'title', 'body', 'done'].map((p) => `companyUsers.actions.${a}.${p}`)),
  ...['active', 'inactive', 'invited', 'neverSignedIn'].map((s) => `companyUsers.status.${s}`),
  ...['self', 'lastAdmin'].map((b) => `companyUsers.blocked.${b}`),
  ...KNOWN_REASONS.map((r) => `companyUsers.errors.${r}`),
  ...invoiceStates.map((s) => `adminInvoicing.states.${s}`),
  ...['trial', 'tier'].map((r) => `adminInvoicing.notInvoiced.${r}`),
  ...['link', 'relink'].flatMap((a) => [`adminInvoicing.${a}`, `adminInvoicing.${a}Customer`]),
];

describe('texts of the admin and user screens', () => {
  it.each([
    ['en', en],
    ['nl', nl],
  ])('%s has every composed key', (_lang, catalogue) => {
    const missing = composed.filter((k) => typeof get(catalogue as Tree, k) !== 'string');
    expect(missing).toEqual([]);
  });
});
