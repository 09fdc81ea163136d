import { customFieldTypes } from '@plotwise/contracts';
import { parseLocalNumber } from './parseNumber';

/** A custom field as the grid needs it. */
export interface GridField {
  id: number;
  name: string;
  type: number;
  editable: boolean;
  options: { id: number; name: string }[];
}

const YES = new Set(['ja', 'j', 'yes', 'y', 'true', '1', 'x', 'waar']);
const NO = new Set(['nee', 'n', 'no', 'false', '0', 'onwaar']);

/**
 * A typed cell as the stored value of its custom field: text as typed, a number in the user's notation (stored
 * as written with a point), a select by an option's name (any case), a check box from yes/no words; empty
 * clears. Anything else is an error key the screen words.
 */
export function cellValue(field: GridField, text: string, lang: string): { value: string | null; customvalueId?: number | null } | { error: 'notANumber' | 'notAnOption' | 'notYesNo' } {
  const s = text.trim();
  if (s === '') return { value: null, ...(field.type === customFieldTypes.select ? { customvalueId: null } : {}) };
  switch (field.type) {
    case customFieldTypes.number: {
      const n = parseLocalNumber(s, lang);
      return n === null ? { error: 'notANumber' } : { value: String(n) };
    }
    case customFieldTypes.select: {
      const option = field.options.find((o) => o.name.toLowerCase() === s.toLowerCase());
      return option ? { value: option.name, customvalueId: option.id } : { error: 'notAnOption' };
    }
    case customFieldTypes.checkbox:
      return YES.has(s.toLowerCase()) ? { value: 'true' } : NO.has(s.toLowerCase()) ? { value: 'false' } : { error: 'notYesNo' };
    default:
      return { value: s };
  }
}
