import { settingsInputSchema } from '@bahi/domain/schemas';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error';
import { useSaveSettings, useSettings } from '../../api/settings';
import { focusFirstInvalidField } from '../../components/form/focus-invalid';
import { serverErrorsToFormErrors } from '../../components/form/form-errors';
import { describeFailure, notifyFailure } from '../../components/form/notify';
import { isStaleVersion, offerReload } from '../../components/form/save-conflicts';
import { useZodForm } from '../../components/form/use-zod-form';
import { validatedSubmit } from '../../components/form/validated-submit';
import { emptySettingsValues, toSettingsValues } from './settings-values';

type Options = {
  /** The failure toast's title. */
  failureTitle: string;
  onSaved: () => void;
  /**
   * Send the version read, so a save over someone else's change (another tab, another user) is
   * refused and the user is offered the saved details (Settings; first run has nothing to clash with).
   */
  versioned?: boolean;
};

/** The shop's details as a form: filled from the saved settings, checked, saved, errors on their fields. */
export function useSettingsForm({ failureTitle, onSaved, versioned = false }: Options) {
  const settings = useSettings();
  const save = useSaveSettings();
  const form = useZodForm(settingsInputSchema, emptySettingsValues);
  const { reset } = form;

  useEffect(() => {
    if (settings.data) reset(toSettingsValues(settings.data));
  }, [settings.data, reset]);

  const submit = validatedSubmit(form, (values, formElement) =>
    save.mutate(versioned ? { ...values, version: settings.data?.version } : values, {
      onSuccess: onSaved,
      onError: (error) => {
        if (versioned && isStaleVersion(error)) {
          offerReload(error.message, () => {
            void settings.refetch().then(({ data }) => data && reset(toSettingsValues(data)));
          });
          return;
        }
        if (error instanceof ApiError) form.setErrors(serverErrorsToFormErrors(error.fieldErrors));
        focusFirstInvalidField(formElement);
        notifyFailure({ title: failureTitle, detail: describeFailure(error) });
      },
    }),
  );

  return { settings, form, submit, saving: save.isPending };
}
