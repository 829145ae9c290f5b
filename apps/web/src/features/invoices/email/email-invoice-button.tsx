import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { describeFailure, notifyFailure, notifySuccess } from '../../../components/form/notify';
import { useEmailInvoice } from './invoice-email-api';

// "E-mail invoice": To (the customer's e-mail, to start with) and a short message; the server
// attaches the invoice's PDF and sends it through the shop's mail server.

export function EmailInvoiceButton({ invoice }: { invoice: InvoiceDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        E-mail invoice
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={`E-mail invoice ${invoice.invoice_number}`}>
        <EmailInvoiceForm invoice={invoice} onSent={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function EmailInvoiceForm({ invoice, onSent }: { invoice: InvoiceDetail; onSent: () => void }) {
  const send = useEmailInvoice(invoice.id);
  const [to, setTo] = useState(invoice.customer.email ?? '');
  const [message, setMessage] = useState(`Dear ${invoice.customer.name},`);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { to, message },
      {
        onSuccess: (sent) => {
          notifySuccess(`Invoice ${invoice.invoice_number} e-mailed to ${sent.sent_to}`);
          onSent();
        },
        onError: (error) => {
          setErrors(error instanceof ApiError ? error.fieldErrors : {});
          notifyFailure({ title: 'The invoice was not e-mailed.', detail: describeFailure(error) });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="E-mail invoice">
      <Stack gap="sm">
        <TextInput
          label="To"
          type="email"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          error={errors.to?.[0]}
          data-autofocus
        />
        <Textarea
          label="Message"
          description="The invoice's PDF is attached"
          autosize
          minRows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message?.[0]}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} title="Ctrl+Enter">
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
