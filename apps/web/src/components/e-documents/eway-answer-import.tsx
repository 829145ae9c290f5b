import { ewayBillRoutes } from '@bahi/domain/contract';
import { FileInput, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client';
import { describeFailure, notifyFailure, notifySuccess } from '../form/notify';

// The e-way bill portal's answer read back for many documents at once: the JSON or the Excel file
// of its bulk generation, chosen here. Each bill is matched to its invoice or purchase return by
// document number; nothing is recorded when one of them is refused.

/** The lists, pages and report that show a bill's number. */
const SHOWING_NUMBERS = [['eway-bill'], ['invoices'], ['purchase-returns'], ['e-documents-due']];

async function bodyOf(file: File): Promise<{ content: string } | { xlsx_base64: string }> {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return { content: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { xlsx_base64: btoa(binary) };
}

export function EwayAnswerImport() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | undefined>();
  const importAnswer = useMutation({
    mutationFn: async (file: File) => callApi(ewayBillRoutes.importAnswer, { body: await bodyOf(file) }),
    onSuccess: ({ recorded }) => {
      setError(undefined);
      for (const queryKey of SHOWING_NUMBERS) void queryClient.invalidateQueries({ queryKey });
      const numbers = recorded.map((entry) => `${entry.document_number}: ${entry.ewb_number}`);
      notifySuccess(`E-way bills recorded: ${numbers.join(', ') || 'none new'}.`);
    },
    onError: (failure) => {
      setError(describeFailure(failure));
      notifyFailure({ title: "The portal's answer was not recorded.", detail: describeFailure(failure) });
    },
  });
  return (
    <Stack gap="xs">
      <FileInput
        label="The e-way bill portal's answer"
        description="Its JSON, or the Excel file of its bulk generation: invoices and purchase returns, by number"
        placeholder="Choose the answer file"
        accept=".json,application/json,.xlsx"
        value={null}
        onChange={(file) => file && importAnswer.mutate(file)}
        disabled={importAnswer.isPending}
        error={error}
        w={420}
      />
      {importAnswer.isPending && <Text size="sm">Recording…</Text>}
    </Stack>
  );
}
