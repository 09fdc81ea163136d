import type { GeneratorMessage } from '@plotwise/core/generator/index';

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

// a target that can be part of a catalogue key (a field or step name such as "mix"; not a space id or "grids.min")
const KEYABLE_TARGET = /^[a-z_]+$/;

/**
 * A generator message as a user reads it: the words of its code, or of its code about that target where one says it
 * better (no_units about the mix: the default dwelling is used). The generator's own target and value are
 * developer figures (messageDetail), never part of these words.
 */
export function messageText(t: Translate, m: Pick<GeneratorMessage, 'message' | 'target'>): string {
  const keys = [`conceptEditor.messages.codes.${m.message}`];
  if (KEYABLE_TARGET.test(m.target)) keys.unshift(`conceptEditor.messages.codes.${m.message}_${m.target}`);
  return t(keys, { defaultValue: m.message });
}

/** The figures behind a message for a developer (shown behind "Details"): its code, target, value and unit type. */
export function messageDetail(m: GeneratorMessage): string {
  return [m.message, m.target, m.value === null ? null : String(m.value), m.unit_id === null ? null : `unit_id ${String(m.unit_id)}`]
    .filter((p): p is string => !!p)
    .join(' · ');
}
