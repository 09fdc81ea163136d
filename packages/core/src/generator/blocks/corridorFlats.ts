import type { BlockGenerator } from '../blockContext';
import { linearBlock } from '../layout/linearBlock';

/** Corridor flats: double-loaded, a central corridor with a unit row on either side. */
export const corridorFlats: BlockGenerator = (ctx) =>
  linearBlock(ctx, { kind: 'corridor', unitFunction: 'apartment' });
