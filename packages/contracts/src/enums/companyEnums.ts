/** Company subscription (spec 3); pilot and trial both count as a trial. */
export const subscriptions = ['none', 'pilot', 'trial'] as const;
export type Subscription = (typeof subscriptions)[number];
/** Whether a subscription counts as a trial (spec 4). */
export const isTrial = (s: Subscription) => s === 'pilot' || s === 'trial';
/** Licence tiers with their spec codes. */
export const licenceTiers = {
  pilot: 0,
  trial: 1,
  essential: 2,
  premium: 3,
  enterprise: 4,
  template: 5,
  staff: 6,
  professional: 7,
  none: 10,
} as const;
export const loginProviders = ['local', 'azure_ad'] as const;
export const emailPreferences = ['never', 'weekly'] as const;
export const locationsViews = ['map', 'list', 'planboard'] as const;
/** What colours a location's pin: its status, phase, first label or star rating (the `rating` field of locations). */
export const pinColors = ['status', 'phase', 'label', 'rating'] as const;
export type PinColor = (typeof pinColors)[number];
/** Image upload types (spec 3). */
export const imageTypes = ['screenshot', 'underlayer', 'profile', 'attachment', 'logo'] as const;
/** Custom field types with their spec codes (the spec lists info and multiselect together at 6; multiselect takes 7). */
export const customFieldTypes = { text: 1, number: 2, select: 3, checkbox: 4, geometry: 5, info: 6, multiselect: 7 } as const;
export const customFieldVisibilities = ['none', 'edit', 'view'] as const;
export const noteKinds = ['general', 'note', 'task'] as const;
export const taskStates = ['undefined', 'open', 'closed'] as const;
export const newsKinds = ['news', 'email'] as const;
export const newsPriorities = ['hidden', 'default', 'promotional', 'important'] as const;
