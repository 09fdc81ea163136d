import type { OmgevingsplanRule } from '@plotwise/contracts';

/** Rules of one activity within one gebiedsaanwijzing ('' where a rule names none). */
export interface RuleGroup {
  activity: string;
  designation: string;
  rules: OmgevingsplanRule[];
}

/**
 * The rules at a location grouped by activity and gebiedsaanwijzing, as a municipality's plan reads: a rule with two
 * activities is in both groups; groups in the order their first rule came, the rules without an activity last.
 */
export function ruleGroups(rules: readonly OmgevingsplanRule[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const rule of rules) {
    const activities = rule.activiteiten.length ? rule.activiteiten.map((a) => a.naam ?? a.id) : [''];
    const designations = rule.gebiedsaanwijzingen.length ? rule.gebiedsaanwijzingen.map((g) => g.naam ?? g.id) : [''];
    for (const activity of activities)
      for (const designation of designations) {
        const key = JSON.stringify([activity, designation]);
        const group = groups.get(key) ?? { activity, designation, rules: [] };
        if (!group.rules.includes(rule)) group.rules.push(rule);
        groups.set(key, group);
      }
  }
  const all = [...groups.values()];
  return [...all.filter((g) => g.activity), ...all.filter((g) => !g.activity)];
}
