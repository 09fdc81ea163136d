import type { UserCfg } from '../api/types';

/** Defaults of user_cfgs (spec section 3); the stored cfg only holds what the user changed. */
export const DEFAULT_USER_CFG: UserCfg = {
  tabs: {},
  panels: {},
  panels_width: {},
  pincolor: 'status',
  showlocations: true,
  clusterlocations: true,
  locationsview: 'map',
  columns: ['createdByUserName', 'name', 'status', 'phase'],
  formfactors: ['plotarea', 'gfa', 'nfa', 'gsi', 'fsi'],
  listSize: 20,
  staff: [],
  language: null,
  emails: { weekly: 'weekly' },
};

export function withDefaults(cfg: Partial<UserCfg> | null | undefined): UserCfg {
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
export function mergeCfgPatch(pending: Partial<UserCfg>, patch: Partial<UserCfg>): Partial<UserCfg> {
  const out: Partial<UserCfg> = { ...pending, ...patch };
  for (const k of ['tabs', 'panels', 'panels_width', 'emails'] as const) {
    if (pending[k] && patch[k]) (out as Record<string, unknown>)[k] = { ...pending[k], ...patch[k] };
  }
  return out;
}
