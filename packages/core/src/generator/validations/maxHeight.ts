import { TOL, type ModelCheck } from './check';

/** The building's height within the location's limit, when one is given. */
export const maxHeight: ModelCheck = {
  name: 'maxHeight',
  check({ model, ctx, add }) {
    if (ctx.max_height !== undefined && model.shape.height > ctx.max_height + TOL) add('max_height_exceeded', 'height', model.shape.height, ctx.max_height);
  },
};
