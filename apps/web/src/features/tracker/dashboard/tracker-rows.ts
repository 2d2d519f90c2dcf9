import { ACTIONS, type TrackerAction } from '@oola/domain';

/** A row of the TRACKER editor: saved (id) or new (no id, removed locally). */
export interface EditorRow {
  key: string;
  id?: number;
  text: string;
  completed: boolean;
  repeating: boolean;
}

let nextKey = 0;
export const newRow = (): EditorRow => ({ key: `new-${(nextKey += 1)}`, text: '', completed: false, repeating: false });

/** Today's actions as editor rows, padded with empty rows to at least 3. */
export function toRows(actions: TrackerAction[]): EditorRow[] {
  const rows: EditorRow[] = actions.map((action) => ({
    key: `id-${action.id}`,
    id: action.id,
    text: action.text,
    completed: action.completed,
    repeating: action.actionRepeating !== null,
  }));
  while (rows.length < ACTIONS.minEditorRows) rows.push(newRow());
  return rows;
}

/** What SAVE sends: open rows with text (trimmed, double spaces collapsed); empty rows are dropped. */
export function rowsToSave(rows: EditorRow[]): { id?: number; text: string }[] {
  return rows
    .filter((row) => !row.completed)
    .map((row) => ({ id: row.id, text: row.text.replace(/\s{2,}/g, ' ').trim() }))
    .filter((row) => row.text.length > 0);
}
