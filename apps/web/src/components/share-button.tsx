import { Button } from '@mantine/core';
import { useState } from 'react';
import { type SharedDocument, shareDocument } from '../lib/share-document';
import { describeFailure, notifyFailure } from './form/notify';

/**
 * "Share": the document's PDF through the phone's share sheet, or on a computer downloaded beside
 * a WhatsApp message with its number, amount and due date (lib/share-document.ts).
 */
export function ShareButton({ load }: { load: () => Promise<SharedDocument> }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      await shareDocument(await load());
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        notifyFailure({ title: 'The document could not be shared.', detail: describeFailure(error) });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void share()}>
      Share
    </Button>
  );
}
