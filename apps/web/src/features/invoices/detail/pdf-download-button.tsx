import { Button } from '@mantine/core';
import { useState } from 'react';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

type PdfDownloadButtonProps = { invoiceId: number; invoiceNumber: string };

/** Downloads the server-rendered A4 PDF as Invoice_{number}.pdf. */
export function PdfDownloadButton({ invoiceId, invoiceNumber }: PdfDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoiceId, invoiceNumber);
    } catch (error) {
      notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={download} loading={busy}>
      Download PDF
    </Button>
  );
}
