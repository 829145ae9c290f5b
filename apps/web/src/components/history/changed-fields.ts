// What an edit log entry changed, in words: the top-level fields whose values differ between the
// record before and after ('Grand total: 105 → 315'; lists say only that they changed).

export type FieldChange = { field: string; before: string; after: string };

const SKIPPED = new Set(['updated_at', 'created_at']);

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'line' : 'lines'}`;
  if (typeof value === 'object') return 'details';
  return String(value);
}

/** 'grand_total' → 'Grand total'. */
export function fieldLabel(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const left = (typeof before === 'object' && before !== null ? before : {}) as Record<string, unknown>;
  const right = (typeof after === 'object' && after !== null ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(
    (field) => !SKIPPED.has(field),
  );
  return fields
    .filter((field) => JSON.stringify(left[field]) !== JSON.stringify(right[field]))
    .map((field) => {
      const listChanged = Array.isArray(left[field]) || Array.isArray(right[field]);
      return {
        field: fieldLabel(field),
        before: listChanged ? 'lines before' : show(left[field]),
        after: listChanged ? 'lines changed' : show(right[field]),
      };
    });
}
