import type { FastifyInstance } from 'fastify';
import { AppError } from './appError';

/** Deepest nesting of arrays and objects any request body may have; our deepest real body (a config collection inside a config) is far less. */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of `[` and `{` in a JSON text, counted outside strings without parsing. One pass, no
 * recursion: a body of 3 000 nested arrays would otherwise overflow the stack of every recursive consumer.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** JSON bodies: Fastify's safe parser (refuses `__proto__` and `constructor.prototype`) behind a nesting cap. */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError('invalid_json', `The body is nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(req, text, done);
  });
}
