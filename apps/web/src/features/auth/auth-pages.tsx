// The screens of signing in, loaded together (app/routes.tsx).
export { LoginPage } from './login-page';
export { SetupPage } from './setup-page';
