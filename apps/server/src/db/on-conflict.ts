/** An upsert's conflict target and the columns the incoming row overwrites (the same on both engines). */
export interface OnConflictUpdate {
  columns: string[];
  update: string[];
}

const quoted = (column: string) => `"${column}"`;

/** ` on conflict ("a", "b") do update set "c" = excluded."c", …`, or nothing for a plain insert. */
export function onConflictText(conflict: OnConflictUpdate | undefined): string {
  if (!conflict) return '';
  const set = conflict.update.map((column) => `${quoted(column)} = excluded.${quoted(column)}`).join(', ');
  return ` on conflict (${conflict.columns.map(quoted).join(', ')}) do update set ${set}`;
}
