// Route module of the account area (one lazy chunk): sign-up, password reset, e-mail confirmation and the
// account page (e-mail change, log out everywhere).
import { SignupPage as SignupScreen } from "../../features/account/components/signup-page.tsx";
import { SignupPaymentDialog } from "../../features/membership/components/signup-payment-dialog.tsx";

export { AccountPage } from "../../features/account/components/account-page.tsx";
export { ConfirmEmailPage } from "../../features/account/components/confirm-email-page.tsx";
export { ConfirmPasswordPage } from "../../features/account/components/confirm-password-page.tsx";
export { ForgotPasswordPage } from "../../features/account/components/forgot-password-page.tsx";

/** The sign-up screen with the membership payment dialog for paid plans (the two features meet here). */
export function SignupPage() {
  return <SignupScreen PaymentDialog={SignupPaymentDialog} />;
}
