// Route module of the account area (one lazy chunk): sign-up, password reset and e-mail confirmation.
export { ConfirmEmailPage } from "../../features/account/components/confirm-email-page.tsx";
export { ConfirmPasswordPage } from "../../features/account/components/confirm-password-page.tsx";
export { ForgotPasswordPage } from "../../features/account/components/forgot-password-page.tsx";
export { SignupPage } from "../../features/account/components/signup-page.tsx";
