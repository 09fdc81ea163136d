import { licenceTiers, subscriptions } from '@plotwise/contracts';

type Translate = (key: string) => string;

/** The licence tiers for a select, by their spec code (the label names the tier). */
export const licenceOptions = (t: Translate) => Object.entries(licenceTiers).map(([name, code]) => ({ value: String(code), label: t(`admin.licences.${name}`) }));

/** The name of a licence tier code, or the code itself when it is unknown. */
export function licenceLabel(code: number, t: Translate): string {
  const name = Object.entries(licenceTiers).find(([, c]) => c === code)?.[0];
  return name ? t(`admin.licences.${name}`) : String(code);
}

export const subscriptionOptions = (t: Translate) => subscriptions.map((s) => ({ value: s, label: t(`admin.subscriptions.${s}`) }));
