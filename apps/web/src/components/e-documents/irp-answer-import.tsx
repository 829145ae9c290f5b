import { Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';
import { useImportIrpAnswer } from './e-invoice-api';

// The IRP's answer read back: pasted, or the JSON file the portal gave chosen here. One document's
// answer or a day's; each is matched to its invoice or note by document number, and nothing is recorded
// when one of them is refused.

export function IrpAnswerImport() {
  const importAnswer = useImportIrpAnswer();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = (text: string) => {
    setError(undefined);
    importAnswer.mutate(text, {
      onSuccess: ({ recorded }) => {
        setContent('');
        notifySuccess(
          `IRN recorded for ${recorded.map((entry) => entry.document_number).join(', ') || 'no invoice'}.`,
        );
      },
      onError: (failure) => {
        setError(describeFailure(failure));
        notifyFailure({ title: "The IRP's answer was not recorded.", detail: describeFailure(failure) });
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(content);
  };
  const readFile = (file: File | null) => {
    if (!file) return;
    void file.text().then((text) => {
      setContent(text);
      send(text);
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Import the IRP's answer">
      <Stack gap="xs">
        <Textarea
          label="The IRP's answer (JSON)"
          description="Paste it, or choose the file the portal gave"
          autosize
          minRows={2}
          maxRows={6}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          error={error}
        />
        <Group>
          <Button type="submit" variant="default" loading={importAnswer.isPending} disabled={!content.trim()}>
            Record the answer
          </Button>
          <FileInput
            aria-label="Answer file"
            placeholder="Choose the answer file"
            accept=".json,application/json"
            onChange={readFile}
            clearable
            w={240}
          />
        </Group>
      </Stack>
    </form>
  );
}
