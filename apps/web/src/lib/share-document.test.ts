import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob } from './export/download-blob';
import { type SharedDocument, shareDocument, whatsAppLink } from './share-document';

vi.mock('./export/download-blob', () => ({ downloadBlob: vi.fn() }));

const shared: SharedDocument = {
  file: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
  fileName: 'Invoice_SH-1.pdf',
  title: 'Invoice SH/1',
  text: 'Bahi Traders: invoice SH/1 of 05/11/2026 for ₹5,900.00, ₹5,900.00 due.',
  phone: '98270 12345',
};

describe('WhatsApp link', () => {
  it("opens the chat of a 10-digit Indian number with India's code before it", () => {
    const link = new URL(whatsAppLink('Balance ₹5,500.00 & due', '98270-12345'));
    expect(link.origin + link.pathname).toBe('https://wa.me/919827012345');
    expect(link.searchParams.get('text')).toBe('Balance ₹5,500.00 & due');
  });

  it('keeps a number that already has its country code, digits only', () => {
    expect(whatsAppLink('x', '+91 98270 12345')).toBe('https://wa.me/919827012345?text=x');
  });

  it('without a number, WhatsApp asks whom to send the text to', () => {
    expect(whatsAppLink('x', null)).toBe('https://wa.me/?text=x');
  });
});

describe('sharing a document', () => {
  const open = vi.fn();
  beforeEach(() => {
    vi.mocked(downloadBlob).mockClear();
    open.mockClear();
    vi.stubGlobal('window', { open });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("hands the PDF itself to the phone's share sheet when the browser can share files", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { canShare: () => true, share });

    expect(await shareDocument(shared)).toBe('shared');
    const [data] = share.mock.calls[0] as [ShareData];
    expect(data.title).toBe('Invoice SH/1');
    expect(data.text).toBe(shared.text);
    expect(data.files?.map((file) => [file.name, file.type])).toEqual([
      ['Invoice_SH-1.pdf', 'application/pdf'],
    ]);
    expect(downloadBlob).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it('on a computer downloads the PDF and opens WhatsApp with the text', async () => {
    vi.stubGlobal('navigator', {});

    expect(await shareDocument(shared)).toBe('whatsapp');
    expect(downloadBlob).toHaveBeenCalledWith('Invoice_SH-1.pdf', shared.file);
    expect(open).toHaveBeenCalledWith(whatsAppLink(shared.text, shared.phone), '_blank', 'noopener');
  });

  it('falls back to WhatsApp when the browser shares text but not files', async () => {
    const share = vi.fn();
    vi.stubGlobal('navigator', { canShare: () => false, share });

    expect(await shareDocument(shared)).toBe('whatsapp');
    expect(share).not.toHaveBeenCalled();
    expect(downloadBlob).toHaveBeenCalledOnce();
  });

  it('lets a closed share sheet reach the caller, which does not call it a failure', async () => {
    const closed = new DOMException('Share canceled', 'AbortError');
    vi.stubGlobal('navigator', { canShare: () => true, share: vi.fn().mockRejectedValue(closed) });

    await expect(shareDocument(shared)).rejects.toBe(closed);
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
