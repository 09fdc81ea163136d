import type { BlockContext, BlockGenerator, BlockOutput } from '../blockContext';
import type { GeneratorMessage } from '../generatorMessage';

// A block's layout depends on its context alone (the footprint's size and cut, the levels, the mix, the rules), not on
// where the building stands: moving a building in the editor lays out the same floors again, which for a slab is most
// of an edit's time. The last layouts are kept by their context and handed out again as copies, with the messages the
// block said (the tally it leaves in its context is read by nothing after it).

interface Laid {
  out: BlockOutput;
  messages: GeneratorMessage[];
}

const KEPT = 16;
const laid = new Map<string, Laid>();

/** What the block's layout reads of its context, as a key (the messages and tally it writes, and its scratch, left out). */
const keyOf = (ctx: BlockContext) =>
  JSON.stringify(ctx, (k, v: unknown) => (k === 'messages' || k === 'tally' || k === 'rowPlan' || k === 'rowOptions' ? undefined : v));

/** `block(ctx)`, or a copy of the layout of an equal context made before: the same output and messages. */
export function layOutBlock(block: BlockGenerator, ctx: BlockContext): BlockOutput {
  const key = keyOf(ctx);
  let entry = laid.get(key);
  if (!entry) {
    const mark = ctx.messages.length;
    const out = block(ctx);
    // kept as made (what places it reads it and makes its own spaces); every hand-out again is a copy
    entry = { out, messages: ctx.messages.slice(mark) };
    laid.set(key, entry);
    if (laid.size > KEPT) laid.delete(laid.keys().next().value!);
    return out;
  }
  // the most recently used last
  laid.delete(key);
  laid.set(key, entry);
  ctx.messages.push(...structuredClone(entry.messages));
  return structuredClone(entry.out);
}

/** Forgets every kept layout and says how many there were (tests compare a layout handed out again with one made afresh). */
export function forgetLayouts(): number {
  const n = laid.size;
  laid.clear();
  return n;
}
