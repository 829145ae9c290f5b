// The owner's Users and API tokens screens and everyone's own account (app/routes.tsx).
export { AccountPage } from './account-page';
export { ApiTokensPage } from './api-tokens-page';
export { UsersPage } from './users-page';
