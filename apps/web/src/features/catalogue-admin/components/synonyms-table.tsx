import { DataTable } from '../../../components/data-table';
import type { SynonymRow } from '../api/get-synonyms';

interface SynonymsTableProps {
  rows: SynonymRow[];
  onRemove: (row: SynonymRow) => void;
  /** The pair being removed: its button is off meanwhile. */
  removing?: SynonymRow;
}

const columns = [{ label: 'Word' }, { label: 'Also finds' }, { label: 'Actions', srOnly: true }];

const same = (a: SynonymRow, b: SynonymRow | undefined) =>
  b !== undefined &&
  ((a.term === b.term && a.alternative === b.alternative) ||
    (a.term === b.alternative && a.alternative === b.term));

/** The synonyms, one row per direction (disc → rotor, rotor → disc), as the search uses them. */
export function SynonymsTable({ rows, onRemove, removing }: SynonymsTableProps) {
  return (
    <DataTable label="Search synonyms" columns={columns}>
      {rows.map((row) => (
        <tr key={`${row.term}\u0000${row.alternative}`}>
          <td className="font-semibold">{row.term}</td>
          <td>{row.alternative}</td>
          <td className="text-right">
            <button
              type="button"
              className="btn btn-ghost btn-sm text-error"
              disabled={same(row, removing)}
              onClick={() => onRemove(row)}
              aria-label={`Remove ${row.term} and ${row.alternative}`}
            >
              Remove
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
