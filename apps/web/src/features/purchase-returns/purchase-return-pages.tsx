import { PurchaseReturnDetailPage } from './purchase-return-detail-page';
import { PurchaseReturnFormPage } from './purchase-return-form-page';
import { PurchaseReturnListPage } from './purchase-return-list-page';
import { PurchaseValueNoteFormPage } from './purchase-value-note-form-page';

// The screens of purchase returns, one export per route (app/routes.tsx).

export {
  PurchaseReturnDetailPage,
  PurchaseReturnFormPage,
  PurchaseReturnListPage,
  PurchaseValueNoteFormPage,
};
