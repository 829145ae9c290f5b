import {
  PRINT_COPIES,
  PRINT_COPIES_LABELS,
  PRINT_FORMAT_LABELS,
  PRINT_FORMATS,
  type PrintCopies,
  type PrintFormat,
} from '@bahi/domain/schemas';
import { Button, Group, Popover, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { describeFailure, notifyFailure } from '../../../components/form/notify';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';

type PdfDownloadButtonProps = { invoiceId: number; invoiceNumber: string };

const isFormat = (value: string): value is PrintFormat => PRINT_FORMATS.some((each) => each === value);
const isCopies = (value: string): value is PrintCopies => PRINT_COPIES.some((each) => each === value);

/**
 * Downloads the server-rendered PDF as Invoice_{number}.pdf: "Download PDF" gives the A4 original
 * at once; "Print options" chooses the paper (A4, A5, the 80 mm thermal roll) and the copies.
 */
export function PdfDownloadButton({ invoiceId, invoiceNumber }: PdfDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState(false);
  const [format, setFormat] = useState<PrintFormat>('a4');
  const [copies, setCopies] = useState<PrintCopies>('original');
  const download = async (print?: { format: PrintFormat; copies: PrintCopies }) => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoiceId, invoiceNumber, print);
      setOpened(false);
    } catch (error) {
      notifyFailure({ title: 'The PDF could not be downloaded.', detail: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      <Button onClick={() => void download()} loading={busy && !opened}>
        Download PDF
      </Button>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
        <Popover.Target>
          <Button variant="default" onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
            Print options
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="sm">
            <Radio.Group
              label="Paper"
              value={format}
              onChange={(value) => isFormat(value) && setFormat(value)}
            >
              <Stack gap={6} mt={6}>
                {PRINT_FORMATS.map((value) => (
                  <Radio key={value} value={value} label={PRINT_FORMAT_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label="Copies"
              value={copies}
              onChange={(value) => isCopies(value) && setCopies(value)}
            >
              <Stack gap={6} mt={6}>
                {PRINT_COPIES.map((value) => (
                  <Radio key={value} value={value} label={PRINT_COPIES_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            <Button onClick={() => void download({ format, copies })} loading={busy && opened}>
              Download
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
