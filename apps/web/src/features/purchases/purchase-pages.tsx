import { PendingScreen } from '../../components/pending-screen';

// Purchase screens; the purchase feature replaces these exports (routes in app/routes.tsx).
export const PurchaseListPage = PendingScreen;
export const CreatePurchasePage = PendingScreen;
export const PurchaseDetailPage = PendingScreen;
