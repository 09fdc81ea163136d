import type { BlockGenerator } from '../blockContext';
import { linearBlock } from '../layout/linearBlock';

/** Offices: a central service corridor, lettable office floors between cores with a bathroom block each. */
export const office: BlockGenerator = (ctx) => linearBlock(ctx, { kind: 'corridor', unitFunction: 'office' });
