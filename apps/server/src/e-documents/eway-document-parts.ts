import { type EwayLine, type EwayParty, rupeesToPaise } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { EDocumentSettingsRow } from './e-document-settings-repository';

// What every document's e-way bill reads alike: its lines in paise, and the shop as the consignor
// (its dispatch place when goods leave from elsewhere, else its PIN and town from the settings).

type DocumentLine = Pick<
  InvoiceDetail['items'][number],
  'product' | 'unit' | 'quantity' | 'subtotal' | 'gst_rate' | 'cgst_amount' | 'sgst_amount' | 'igst_amount'
>;

export function ewayLinesOf(items: readonly DocumentLine[]): EwayLine[] {
  return items.map((item) => ({
    productName: item.product.name,
    hsnCode: item.product.hsn_code,
    unit: item.unit,
    quantity: item.quantity,
    taxable: rupeesToPaise(item.subtotal),
    gstRateBp: Math.round(item.gst_rate * 100),
    cgst: rupeesToPaise(item.cgst_amount),
    sgst: rupeesToPaise(item.sgst_amount),
    igst: rupeesToPaise(item.igst_amount),
  }));
}

export function ewayShopParty(seller: InvoiceDetail['seller'], settings: EDocumentSettingsRow): EwayParty {
  const dispatch = settings.dispatch_address !== null;
  return {
    gstin: seller.gstin,
    name: seller.name,
    address: (dispatch ? settings.dispatch_address : seller.address) ?? '',
    place: (dispatch ? settings.dispatch_place : settings.place) ?? '',
    pinCode: (dispatch ? settings.dispatch_pin_code : settings.pin_code) ?? '',
    stateCode: seller.state_code,
  };
}
