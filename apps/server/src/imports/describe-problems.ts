import type { RowProblem } from '../core/http/errors';
import type { ColumnMapping } from './column-mapping';
import type { ImportRecord } from './import-rows';

// A row's problem is found in the file by more than its number: the column it was read from, the
// text read there (a code Excel shortened shows as '902', not as the code the shop meant) and the
// name of the row's record (the product, customer or supplier).

/** The problems in row order, each with its column, the value read and the row's record name. */
export function describeProblems(
  problems: readonly RowProblem[],
  file: { mapping: ColumnMapping; records: readonly ImportRecord[] },
): RowProblem[] {
  const byRow = new Map(file.records.map((record) => [record.row, record.values]));
  return problems
    .map((problem) => {
      const values = byRow.get(problem.row);
      const name = values?.name?.trim();
      return {
        ...problem,
        column: file.mapping[problem.field] ?? null,
        value: values?.[problem.field] ?? null,
        record: name ? name : null,
      };
    })
    .sort((a, b) => a.row - b.row);
}
