import type { BlockGenerator } from '../blockContext';
import { linearBlock } from '../layout/linearBlock';

/** Gallery flats: single-loaded, a gallery along the front facade, units through to the rear facade. */
export const galleryFlats: BlockGenerator = (ctx) =>
  linearBlock(ctx, { kind: 'gallery', unitFunction: 'apartment' });
