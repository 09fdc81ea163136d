import type { ApiRecord } from '@plotwise/contracts';

export type BuildingRow = ApiRecord<'buildings'>;
type CfgRow = NonNullable<BuildingRow['cfg']>;
/** Fields of a building the drawing tools change (RD metres of the footprint centre, radians). */
export type Placement = Partial<
  Pick<BuildingRow, 'x' | 'y' | 'rotate_z' | 'maxlength' | 'maxwidth' | 'maxheight' | 'name'>
>;

/** The editor's buildings: the edited rows, the undo history, and the next temporary id of a new one. */
export interface EditorState {
  rows: BuildingRow[];
  past: BuildingRow[][];
  nextTempId: number;
}

export type EditorAction =
  | { type: 'reset'; rows: BuildingRow[] }
  | { type: 'add'; row: Omit<BuildingRow, 'id'> }
  | {
      type: 'place';
      id: number;
      placement: Placement;
      /** a drag step: one undo entry for the whole drag */ continued?: boolean;
    }
  | { type: 'cfg'; id: number; cfg: Partial<CfgRow> }
  | { type: 'cfgAll'; cfg: (row: BuildingRow) => Partial<CfgRow> | null }
  | { type: 'remove'; id: number }
  | { type: 'undo' };

const HISTORY = 100;

/** A fresh editor over the stored buildings. */
export function initialEditorState(rows: BuildingRow[]): EditorState {
  return { rows, past: [], nextTempId: -1 };
}

/** Locked buildings (cfg.locked) keep their place: moving, rotating and resizing them is refused. */
export const isLocked = (row: BuildingRow): boolean => row.cfg?.locked === true;

const remember = (s: EditorState): BuildingRow[][] => [...s.past.slice(-(HISTORY - 1)), s.rows];

/**
 * The editor's reducer. New buildings get negative ids until saved; every action but a continued drag step
 * adds one undo entry.
 */
export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'reset':
      return initialEditorState(a.rows);
    case 'add': {
      const row = { ...a.row, id: s.nextTempId } as BuildingRow;
      return { rows: [...s.rows, row], past: remember(s), nextTempId: s.nextTempId - 1 };
    }
    case 'place': {
      const target = s.rows.find((r) => r.id === a.id);
      if (!target) return s;
      const onlyName = Object.keys(a.placement).every((k) => k === 'name' || k === 'maxheight');
      if (isLocked(target) && !onlyName) return s;
      const rows = s.rows.map((r) => (r.id === a.id ? { ...r, ...a.placement } : r));
      return { ...s, rows, past: a.continued ? s.past : remember(s) };
    }
    case 'cfg': {
      const rows = s.rows.map((r) =>
        r.id === a.id ? { ...r, cfg: { ...(r.cfg as CfgRow), ...a.cfg } as CfgRow } : r,
      );
      return { ...s, rows, past: remember(s) };
    }
    case 'cfgAll': {
      const rows = s.rows.map((r) => {
        const patch = a.cfg(r);
        return patch ? { ...r, cfg: { ...(r.cfg as CfgRow), ...patch } as CfgRow } : r;
      });
      return { ...s, rows, past: remember(s) };
    }
    case 'remove':
      if (!s.rows.some((r) => r.id === a.id)) return s;
      return { ...s, rows: s.rows.filter((r) => r.id !== a.id), past: remember(s) };
    case 'undo': {
      const previous = s.past[s.past.length - 1];
      return previous ? { ...s, rows: previous, past: s.past.slice(0, -1) } : s;
    }
  }
}

/** What saving has to do: create the new buildings, update the changed ones, delete the removed ones. */
export interface SavePlan {
  create: BuildingRow[];
  update: BuildingRow[];
  remove: number[];
}

/**
 * A row as the editor compares it: without what the server keeps (version, dirty flag, the stored generation result
 * and its messages). A result written back meanwhile is no edit, and the stored result (tens of kB per building)
 * is not serialised on every render.
 */
function editable(row: BuildingRow): string {
  const { updatedAt: _u, createdAt: _c, dirty: _d, result: _r, messages: _m, ...rest } = row;
  return JSON.stringify(rest);
}

/** The writes that bring the stored buildings (`saved`) to the edited ones. */
export function savePlan(saved: readonly BuildingRow[], edited: readonly BuildingRow[]): SavePlan {
  const before = new Map(saved.map((r) => [r.id, editable(r)]));
  const kept = new Set(edited.map((r) => r.id));
  return {
    create: edited.filter((r) => r.id < 0),
    update: edited.filter((r) => r.id > 0 && before.has(r.id) && before.get(r.id) !== editable(r)),
    remove: saved.filter((r) => !kept.has(r.id)).map((r) => r.id),
  };
}

/** True when the edited buildings differ from the stored ones. */
export const hasChanges = (saved: readonly BuildingRow[], edited: readonly BuildingRow[]): boolean => {
  const p = savePlan(saved, edited);
  return p.create.length + p.update.length + p.remove.length > 0;
};
