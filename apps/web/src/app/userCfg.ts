import { defaultsOf, user_cfgs, user_emails, type ApiRecord, type ApiWrite } from '@plotwise/contracts';

type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type Stored = ApiRecord<'user_cfgs'>;
/** The user's interface settings with every setting present (language stays null until chosen). */
export type UserCfg = Filled<Omit<Stored, 'id' | 'userId' | 'filters' | 'emails' | 'language'>> & {
  language: Stored['language'];
  emails: Filled<Pick<ApiRecord<'user_emails'>, 'weekly' | 'alerts'>>;
};
/** A change to the user's settings as the PATCH of users.cfg takes it. */
export type UserCfgPatch = ApiWrite<'user_cfgs'>;

const { userId: _userId, ...stored } = defaultsOf(user_cfgs) as Filled<Stored>;
/** Defaults of user_cfgs (spec section 3, from the contracts); the stored cfg only holds what the user changed. */
export const DEFAULT_USER_CFG: UserCfg = { ...stored, language: null, emails: { weekly: defaultsOf(user_emails).weekly as UserCfg['emails']['weekly'], alerts: defaultsOf(user_emails).alerts as boolean } };

export function withDefaults(cfg: UserCfgPatch | null | undefined): UserCfg {
  const c = cfg ?? {};
  return {
    ...DEFAULT_USER_CFG,
    ...Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined && v !== null)),
    language: c.language ?? null,
    tabs: { ...DEFAULT_USER_CFG.tabs, ...(c.tabs ?? {}) },
    panels: { ...DEFAULT_USER_CFG.panels, ...(c.panels ?? {}) },
    panels_width: { ...DEFAULT_USER_CFG.panels_width, ...(c.panels_width ?? {}) },
    emails: { ...DEFAULT_USER_CFG.emails, ...(c.emails ?? {}) },
  } as UserCfg;
}

/** Maps are merged key by key so that two panels saved in a row do not overwrite each other. */
export function mergeCfgPatch(pending: UserCfgPatch, patch: UserCfgPatch): UserCfgPatch {
  const out: UserCfgPatch = { ...pending, ...patch };
  for (const k of ['tabs', 'panels', 'panels_width', 'emails'] as const) {
    if (pending[k] && patch[k]) (out as Record<string, unknown>)[k] = { ...pending[k], ...patch[k] };
  }
  return out;
}
