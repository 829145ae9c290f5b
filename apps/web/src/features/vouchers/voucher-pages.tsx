import { PendingScreen } from '../../components/pending-screen';

// Payment and receipt vouchers; the voucher feature replaces these exports (routes in app/routes.tsx).
export const PaymentVoucherPage = PendingScreen;
export const ReceiptVoucherPage = PendingScreen;
