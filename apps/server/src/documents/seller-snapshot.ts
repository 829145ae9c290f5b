import { chargesGst, stateName } from '@bahi/domain';
import type { Seller } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { fieldError } from '../core/http/errors';
import { findSettings, type SettingsRow } from '../core/shop/settings-repository';

// The seller's particulars a document prints are the ones it was issued under (Rule 46): each
// invoice, purchase and voucher stores them as JSON text in `seller_snapshot` when it is written
// (migration 2026-11-25T0100 filled older documents from the settings of that day). A later change
// in Settings reaches only documents issued after it, or an invoice edited with refresh_seller.

type SellerParticulars = Omit<Seller, 'state_name' | 'demo'> & { demo: number };

/** The settings' particulars, to store with a document being issued. */
export function sellerSnapshotOf(settings: SettingsRow): string {
  const particulars: SellerParticulars = {
    name: settings.name,
    gstin: settings.gstin,
    state_code: settings.state_code,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
    bank_name: settings.bank_name,
    bank_account_number: settings.bank_account_number,
    bank_ifsc: settings.bank_ifsc,
    bank_branch: settings.bank_branch,
    upi_id: settings.upi_id,
    demo: settings.demo,
  };
  return JSON.stringify(particulars);
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The seller block of a document from its stored particulars. A row written straight into the
 * database without them (never by the app) prints the current settings instead.
 */
export function storedSeller(snapshot: string | null, settings: SettingsRow): Seller {
  return sellerOfParticulars(snapshot ?? sellerSnapshotOf(settings));
}

/**
 * Like storedSeller, reading the settings only for a row stored without particulars: a screen
 * showing one document (the invoice detail) otherwise read the whole settings row on every call
 * for nothing.
 */
export async function storedSellerOf(db: Db, snapshot: string | null): Promise<Seller> {
  return sellerOfParticulars(snapshot ?? sellerSnapshotOf(await findSettings(db)));
}

function sellerOfParticulars(particulars: string): Seller {
  const stored = JSON.parse(particulars) as Record<string, unknown>;
  const stateCode = String(stored.state_code ?? '');
  return {
    name: String(stored.name ?? ''),
    gstin: textOrNull(stored.gstin),
    state_code: stateCode,
    state_name: stateName(stateCode) ?? '',
    phone: textOrNull(stored.phone),
    email: textOrNull(stored.email),
    address: textOrNull(stored.address),
    bank_name: textOrNull(stored.bank_name),
    bank_account_number: textOrNull(stored.bank_account_number),
    bank_ifsc: textOrNull(stored.bank_ifsc),
    bank_branch: textOrNull(stored.bank_branch),
    upi_id: textOrNull(stored.upi_id),
    demo: Number(stored.demo) === 1 || stored.demo === true,
  };
}

/**
 * An edit that keeps an invoice's particulars is priced under the shop's registration of today
 * (place of supply, CGST + SGST or IGST, or no GST at all for a shop not registered). When the
 * shop has since moved to another state (a new GSTIN), registered or given up its registration,
 * that would price the old invoice under another registration than the one it prints, so it is
 * refused on refresh_seller (422): the clerk either refreshes the particulars knowingly or leaves
 * the invoice as issued.
 */
export function refuseKeptSellerOfAnotherRegistration(snapshot: string | null, settings: SettingsRow): void {
  if (snapshot === null) return;
  const kept = storedSeller(snapshot, settings);
  const tick = `Tick "Print the shop's current details"`;
  if (chargesGst(kept) && !chargesGst(settings)) {
    throw fieldError(
      'refresh_seller',
      `This invoice was issued as a tax invoice under GSTIN ${kept.gstin}; the shop is no longer registered under GST. ${tick} to save it as a bill of supply`,
    );
  }
  if (!chargesGst(kept) && chargesGst(settings)) {
    throw fieldError(
      'refresh_seller',
      `This invoice was issued as a bill of supply, before the shop registered under GST. ${tick} to save it as a tax invoice under GSTIN ${settings.gstin}`,
    );
  }
  if (kept.state_code === settings.state_code) return;
  throw fieldError(
    'refresh_seller',
    `This invoice was issued from ${kept.state_name || kept.state_code} (GSTIN ${kept.gstin ?? 'none'}); the shop is now in ${
      stateName(settings.state_code) ?? settings.state_code
    }. ${tick} to save it under the current registration`,
  );
}
