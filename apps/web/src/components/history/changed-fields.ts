// What an edit log entry changed, in words: the top-level fields whose values differ between the
// record before and after ('Grand total: 105 → 315'), and for lists of lines (a document's items)
// each line that changed with the fields that differ on it, before and after
// ('Items, line 1 (Soap): quantity 120, rate 22 → quantity 100, rate 26.4').

export type FieldChange = { field: string; before: string; after: string };

const SKIPPED = new Set(['updated_at', 'created_at']);
/** A line's own id changes whenever a document's lines are saved again: not a change in itself. */
const SKIPPED_ON_LINES = new Set([...SKIPPED, 'id']);

type Fields = Record<string, unknown>;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'line' : 'lines'}`;
  if (typeof value === 'object') {
    const name = (value as Fields).name;
    return typeof name === 'string' ? name : 'details';
  }
  return String(value);
}

/** 'grand_total' → 'Grand total'. */
export function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

function differingKeys(left: Fields, right: Fields, skipped: ReadonlySet<string>): string[] {
  return [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (field) => !skipped.has(field) && !same(left[field], right[field]),
  );
}

/** 'quantity 120, rate 22' (words as fieldLabel gives them, lower-cased). */
function describeLine(line: Fields | undefined, keys: readonly string[]): string {
  if (!line) return '—';
  return keys.map((key) => `${fieldLabel(key).toLowerCase()} ${show(line[key])}`).join(', ');
}

/** A line's name for the reader: its product's name, or its own name, when it has one. */
function lineName(line: Fields | undefined): string | null {
  const named = asFields(line?.product).name ?? line?.product_name ?? line?.name;
  return typeof named === 'string' ? named : null;
}

/** The lines of a list that differ, paired by position, each with the fields that differ on it. */
function changedLines(field: string, left: readonly unknown[], right: readonly unknown[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const before = index < left.length ? asFields(left[index]) : undefined;
    const after = index < right.length ? asFields(right[index]) : undefined;
    const keys = differingKeys(before ?? {}, after ?? {}, SKIPPED_ON_LINES);
    if (keys.length === 0) continue;
    const name = lineName(after) ?? lineName(before);
    changes.push({
      field: `${fieldLabel(field)}, line ${index + 1}${name ? ` (${name})` : ''}`,
      before: describeLine(before, keys),
      after: describeLine(after, keys),
    });
  }
  return changes;
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const left = asFields(before);
  const right = asFields(after);
  return differingKeys(left, right, SKIPPED).flatMap((field): FieldChange[] => {
    const [was, is] = [left[field], right[field]];
    if (Array.isArray(was) || Array.isArray(is)) {
      return changedLines(field, Array.isArray(was) ? was : [], Array.isArray(is) ? is : []);
    }
    return [{ field: fieldLabel(field), before: show(was), after: show(is) }];
  });
}
