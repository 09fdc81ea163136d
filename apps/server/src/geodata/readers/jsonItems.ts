import { AppError } from '../../http/appError';

export interface JsonItemHandlers {
  /** each element of a top-level array member (e.g. `features`, OData `value`) or of a top-level array */
  onItem(key: string, item: unknown, index: number): void;
  /** small top-level members outside those arrays (e.g. `crs`, `type`), as soon as they are complete */
  onMember?(key: string, value: unknown): void;
  afterChunk?(): Promise<void>;
}

/**
 * Stream a JSON document and hand over the elements of its top-level arrays one at a time, so that a
 * national GeoJSON FeatureCollection never has to fit in memory. A truncated or broken document throws
 * an AppError naming the element where it broke.
 */
export async function streamJsonItems(source: AsyncIterable<string>, fileName: string, arrays: readonly string[], h: JsonItemHandlers): Promise<void> {
  let depth = 0; // nesting depth of the current position
  let inString = false;
  let escape = false;
  let key = ''; // the last top-level member name
  let pendingString = ''; // a top-level string being read (member names)
  let readingTopString = false;
  let itemKey: string | null = null; // the array member whose items we are reading (depth >= 2)
  let capture = ''; // text of the current item or member value from earlier chunks
  let capStart = -1; // start of the current item in this chunk
  let capDepth = -1; // depth at which the captured value started
  let index = 0;
  let rootIsArray = false;
  let started = false;
  let handlerError: unknown = null;

  const emit = (text: string) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      throw new AppError('validation_failed', `${fileName}: ${itemKey !== null ? `${itemKey || 'item'} #${index + 1}` : `member "${key}"`}: broken JSON (${(e as Error).message})`);
    }
    try {
      if (itemKey !== null) h.onItem(itemKey, value, index++);
      else h.onMember?.(key, value);
    } catch (e) {
      handlerError ??= e;
    }
  };

  for await (const chunk of source) {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (inString) {
        if (escape) escape = false;
        else if (c === 92) escape = true;
        else if (c === 34) {
          inString = false;
          if (readingTopString) {
            pendingString += chunk.slice(capStart, i);
            readingTopString = false;
            capStart = -1;
          }
        }
        continue;
      }
      if (c === 34) {
        inString = true;
        // a string at top-level object depth: a member name (or a primitive member value)
        if (depth === 1 && !rootIsArray && capDepth < 0) {
          readingTopString = true;
          pendingString = '';
          capStart = i + 1;
        }
        continue;
      }
      if (c === 58 && depth === 1 && !rootIsArray && capDepth < 0) {
        key = JSON.parse(`"${pendingString}"`) as string;
        continue;
      }
      if (c === 123 || c === 91) {
        if (!started) {
          started = true;
          rootIsArray = c === 91;
          if (rootIsArray) itemKey = '';
        } else if (capDepth < 0) {
          if (depth === 1 && !rootIsArray && c === 91 && arrays.includes(key)) itemKey = key;
          else if (itemKey !== null && depth === capDepthFor()) startCapture(i);
          else if (depth === 1 && !rootIsArray) startCapture(i); // another member value: crs, metadata
        }
        depth++;
        continue;
      }
      if (c === 125 || c === 93) {
        depth--;
        if (capDepth >= 0 && depth === capDepth) {
          emit(capture + chunk.slice(capStart, i + 1));
          capture = '';
          capStart = -1;
          capDepth = -1;
        } else if (itemKey !== null && !rootIsArray && depth === 1) itemKey = null;
        continue;
      }
    }
    if (capStart >= 0) {
      if (readingTopString) pendingString += chunk.slice(capStart);
      else capture += chunk.slice(capStart);
      capStart = 0;
    }
    if (handlerError) throw handlerError;
    if (h.afterChunk) await h.afterChunk();
  }
  if (handlerError) throw handlerError;
  if (!started) throw new AppError('validation_failed', `${fileName}: empty file, no JSON`);
  if (depth !== 0 || inString)
    throw new AppError(
      'validation_failed',
      `${fileName}: the JSON ends ${itemKey !== null ? `inside ${itemKey || 'item'} #${index + 1}` : 'early'} (is the file truncated?)`,
    );

  function capDepthFor() {
    return rootIsArray ? 1 : 2;
  }
  function startCapture(i: number) {
    capStart = i;
    capDepth = depth;
    capture = '';
  }
}
