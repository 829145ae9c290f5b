import { downloadBlob } from './export/download-blob';

// Sharing a document's PDF from its screen. On a phone (the browser can share files) the system
// share sheet opens with the PDF itself, so it goes to WhatsApp, mail or anywhere else as a file.
// On a computer the PDF is downloaded and WhatsApp opens with the text (number, amount, due) for
// the party's number, so the clerk attaches the file just downloaded beside it.

export type SharedDocument = {
  file: Blob;
  fileName: string;
  title: string;
  /** "Invoice INV/25-26/0001 of ₹5,900.00, due 05/12/2026". */
  text: string;
  /** The party's phone, when known: WhatsApp opens on its chat. */
  phone: string | null;
};

/** wa.me wants the number with its country code and digits only; a 10-digit Indian number gets 91. */
export function whatsAppLink(text: string, phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const number = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** 'shared' when the system sheet took it, 'whatsapp' when the PDF was downloaded and WhatsApp opened. */
export async function shareDocument(document: SharedDocument): Promise<'shared' | 'whatsapp'> {
  const file = new File([document.file], document.fileName, { type: 'application/pdf' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title: document.title, text: document.text });
    return 'shared';
  }
  downloadBlob(document.fileName, document.file);
  window.open(whatsAppLink(document.text, document.phone), '_blank', 'noopener');
  return 'whatsapp';
}
