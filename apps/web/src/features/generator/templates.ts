import { blockExamples, type BlockExample } from '@plotwise/core/generator/index';

/** The templates of the debug screen: the generator's hand-checked examples, numbered from 1. */
export const generatorTemplates: readonly BlockExample[] = blockExamples();

/**
 * The template a `/debug/templates/:archetype?` route asks for: by name (`tower_u`), by its number in the
 * list (`3`), or the first when the route names none. Null when nothing matches.
 */
export function findTemplate(
  archetype: string | undefined,
  templates: readonly BlockExample[] = generatorTemplates,
): { index: number; template: BlockExample } | null {
  if (archetype === undefined || archetype === '')
    return templates[0] ? { index: 0, template: templates[0] } : null;
  const byName = templates.findIndex((t) => t.name === archetype);
  if (byName >= 0) return { index: byName, template: templates[byName]! };
  const n = /^\d+$/.test(archetype) ? Number(archetype) : NaN;
  if (n >= 1 && n <= templates.length) return { index: n - 1, template: templates[n - 1]! };
  return null;
}
