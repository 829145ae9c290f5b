import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error';
import { callRoute } from '../../api/client';
import { type SaveRoutes, useSaveResource } from '../../api/resource';
import { focusFirstInvalidField } from './focus-invalid';
import { serverErrorsToFormErrors, unplacedErrors } from './form-errors';
import { type Failure, notifyFailure, notifySuccess } from './notify';
import { askToConfirmSave, confirmationAsked, isStaleVersion, offerReload } from './save-conflicts';
import { useEditFromAddress } from './use-edit-from-address';
import { type FormValues, useZodForm } from './use-zod-form';
import { validatedSubmit } from './validated-submit';

export type SaveMessages = {
  created: string;
  updated: string;
  /** The failure toast; isUpdate tells an edit from an add. */
  failure: (error: unknown, isUpdate: boolean) => Failure;
};

/** A record as the API answers it: its id and the version an edit of it names. */
type EditableRow = { id: number; version?: number };

type EntityEditorOptions<Row extends EditableRow, Input, Values extends FormValues> = {
  /** The contract's routes of the collection, e.g. productRoutes (create and update). */
  resource: SaveRoutes<Row, Input>;
  schema: z.ZodType<Input>;
  emptyValues: Values;
  /** A saved record as form values, for editing it. */
  toValues: (row: Row) => Values;
  messages: SaveMessages;
  /** After a save, with the record as the server answered it (quick add picks it in a form). */
  onSaved?: (row: Row) => void;
  /** The list screen of the records: ?edit={id} in its address opens that record's drawer. */
  openFromAddress?: boolean;
};

/**
 * Add and edit in a drawer: open it empty or filled from a row, validate with the shared schema,
 * POST or PUT, then toast. A 422 from the server puts its messages on the same fields.
 */
export function useEntityEditor<Row extends EditableRow, Input, Values extends FormValues>(
  options: EntityEditorOptions<Row, Input, Values>,
) {
  const { resource, schema, emptyValues, toValues, messages, onSaved, openFromAddress = false } = options;
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const form = useZodForm(schema, emptyValues);
  const save = useSaveResource(resource);

  /** Opens a new record's form started with some values (a name typed into a picker). */
  const openCreateWith = (start: Partial<Values>) => {
    setEditing(null);
    form.reset({ ...emptyValues, ...start });
    setOpened(true);
  };
  const openCreate = () => openCreateWith({});
  const openEdit = (row: Row) => {
    setEditing(row);
    form.reset(toValues(row));
    setOpened(true);
  };
  const close = () => setOpened(false);

  const submit = validatedSubmit(form, (values, formElement) => send(formElement, editing, values));

  /** Reads the record as saved now and puts it in the form (after someone else changed it). */
  const reload = async (id: number) => {
    if (!resource.get) return;
    openEdit((await callRoute(resource.get, { params: { id } })) as Row);
  };

  useEditFromAddress(openFromAddress, (id) => {
    reload(id).catch((error: unknown) =>
      notifyFailure({
        title: 'That record could not be opened.',
        detail: error instanceof Error ? error.message : '',
      }),
    );
  });

  const send = (formElement: HTMLFormElement, editing: Row | null, values: Input) => {
    const isUpdate = editing !== null;
    // An edit names the version it was made on, so a save over someone else's change is refused.
    const body = isUpdate && editing.version !== undefined ? { ...values, version: editing.version } : values;
    save.mutate(
      { id: editing?.id, values: body },
      {
        onSuccess: (row) => {
          notifySuccess(isUpdate ? messages.updated : messages.created);
          form.reset(emptyValues);
          setEditing(null);
          setOpened(false);
          onSaved?.(row);
        },
        onError: (error) => {
          const question = confirmationAsked(error);
          if (question) {
            askToConfirmSave(error.message, () =>
              send(formElement, editing, { ...values, [question]: true }),
            );
            return;
          }
          if (isStaleVersion(error) && editing) {
            offerReload(error.message, () => void reload(editing.id));
            return;
          }
          const fieldErrors = error instanceof ApiError ? serverErrorsToFormErrors(error.fieldErrors) : {};
          form.setErrors(fieldErrors);
          focusFirstInvalidField(formElement);
          const failure = messages.failure(error, isUpdate);
          const hidden = unplacedErrors(fieldErrors, Object.keys(emptyValues));
          notifyFailure(hidden.length > 0 ? { title: failure.title, detail: hidden.join(' ') } : failure);
        },
      },
    );
  };

  return {
    opened,
    editing,
    form,
    openCreate,
    openCreateWith,
    openEdit,
    close,
    submit,
    saving: save.isPending,
  };
}
