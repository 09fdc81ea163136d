import type { BlockGenerator } from '../blockContext';
import { draft } from '../layout/floorDraft';

/** None: nothing at all (the orchestrator returns the empty model before layout). */
export const none: BlockGenerator = () => ({ floors: [], site: [] });

/** Empty: the footprint is reserved as empty ground, nothing is built. */
export const empty: BlockGenerator = (ctx) => ({
  floors: [],
  site: [draft({ x0: 0, y0: 0, x1: ctx.length, y1: ctx.width }, 'empty', 'empty', 'site', { walled: false })],
});
