// Route module of the account area (one lazy chunk): password reset and e-mail confirmation. Sign-up
// (register.tsx) and the account settings page (account-settings.tsx) have chunks of their own.
export { ConfirmEmailPage } from "./components/confirm-email-page.tsx";
export { ConfirmPasswordPage } from "./components/confirm-password-page.tsx";
export { ForgotPasswordPage } from "./components/forgot-password-page.tsx";
