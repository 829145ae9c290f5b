import {
  purchaseReturnDetailSchema,
  purchaseReturnInputSchema,
  purchaseReturnListQuerySchema,
  purchaseReturnListRowSchema,
  purchaseReturnStatusInputSchema,
  returnablePurchaseSchema,
} from '../schemas/purchase-returns';
import { readCall } from './calls';
import { documentCalls } from './document-calls';
import { ACCESS } from './roles';

// Purchase returns: goods sent back to a supplier against one purchase; issued, listed, printed
// and cancelled (never deleted). Every amount is worked out by the server at the purchase line's
// own GST rate.

const tags = ['Purchase returns'] as const;

export const purchaseReturnRoutes = {
  returnLines: readCall({
    path: '/purchases/:id/return-lines',
    tags,
    summary: 'What each line of a purchase can still be sent back after earlier live returns',
    schema: returnablePurchaseSchema,
    roles: ACCESS.accounts,
  }),
  ...documentCalls({
    path: '/purchase-returns',
    tags,
    name: 'purchase return',
    fileName: 'Purchase_Return',
    summaries: {
      list: "List purchase returns, newest date first; search matches the return's number, the purchase's numbers or the supplier; from/to filter the return date",
      detail: "One purchase return with the purchase's numbers and date, the supplier, GST and HSN summaries",
      create:
        "Send goods back against one purchase: they leave stock, and input tax credit and what the supplier is owed fall; tax at the purchase lines' own rates",
      cancel:
        'Cancel a purchase return (kept, never deleted): its goods come back into stock and its amounts leave the books',
    },
    listQuery: purchaseReturnListQuerySchema,
    row: purchaseReturnListRowSchema,
    detail: purchaseReturnDetailSchema,
    input: purchaseReturnInputSchema,
    statusInput: purchaseReturnStatusInputSchema,
    roles: { read: ACCESS.readers, change: ACCESS.accounts },
  }),
} as const;
