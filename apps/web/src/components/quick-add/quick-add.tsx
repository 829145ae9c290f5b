import { useState } from 'react';
import { FormDrawer } from '../form/form-drawer';
import type { RecordDrawer } from '../form/record-drawer';
import { useEntityEditor } from '../form/use-entity-editor';
import type { FormValues, ZodForm } from '../form/use-zod-form';

// "+ Add customer", "+ Add supplier", "+ Add product" inside a document form: the master screen's
// own fields in a drawer over the form, started with the name typed into the picker, handing the
// saved record back so the picker chooses it. One component for every kind (quick-add-kinds.tsx).

/** A record drawer opened from a picker: its form starts with the name typed. */
export type QuickAddKind<
  Row extends { id: number },
  Input,
  Values extends FormValues & { name: string },
> = RecordDrawer<Row, Input, Values>;

export function useQuickAdd<Row extends { id: number }, Input, Values extends FormValues & { name: string }>(
  kind: QuickAddKind<Row, Input, Values>,
  onAdded: (row: Row) => void,
) {
  // After a save the form moves the cursor on to the next field itself; closed without saving,
  // the cursor goes back to the picker it came from.
  const [added, setAdded] = useState(false);
  const editor = useEntityEditor({
    ...kind,
    onSaved: (row) => {
      setAdded(true);
      onAdded(row);
    },
  });
  /** Opens the drawer with the name typed into the picker (not the name of the record chosen). */
  const openWithName = (typed: string) => {
    setAdded(false);
    editor.openCreateWith({ name: typed.trim() } as Partial<Values>);
  };
  return { ...editor, kind, added, openWithName, openCreate: () => openWithName('') };
}

type QuickAddDrawerProps<Row extends { id: number }, Input, Values extends FormValues & { name: string }> = {
  quickAdd: ReturnType<typeof useQuickAdd<Row, Input, Values>>;
};

export function QuickAddDrawer<
  Row extends { id: number },
  Input,
  Values extends FormValues & { name: string },
>({ quickAdd }: QuickAddDrawerProps<Row, Input, Values>) {
  return (
    <FormDrawer
      opened={quickAdd.opened}
      onClose={quickAdd.close}
      title={quickAdd.kind.title}
      size={quickAdd.kind.size}
      isUpdate={false}
      returnFocus={!quickAdd.added}
      saving={quickAdd.saving}
      onSubmit={(event) => {
        // The drawer sits inside the document form in React's tree (not in the page's), and React
        // passes a submit up that tree: the invoice or purchase must not be saved with it.
        event.stopPropagation();
        quickAdd.submit(event);
      }}
    >
      {quickAdd.kind.fields(quickAdd.form as ZodForm<unknown, Values>)}
    </FormDrawer>
  );
}
