// Purchase screens (routes in app/routes.tsx), loaded together on the first visit to any of them.
export { CreatePurchasePage } from './create-purchase-page';
export { EditPurchasePage } from './edit-purchase-page';
export { PurchaseDetailPage } from './purchase-detail-page';
export { PurchaseListPage } from './purchase-list-page';
