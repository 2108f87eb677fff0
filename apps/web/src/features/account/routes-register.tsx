// Route module of the sign-up screen, a chunk of its own: the account area's other screens (account.tsx) load
// their form schemas with them, while sign-up loads its own only once the reader starts on the form (ADR 0061).
import { lazy, Suspense } from "react";
import { type SignupPaymentDialogSlotProps, SignupPage as SignupScreen } from "./components/signup-page.tsx";

// The paid-plan dialog (and the payment form inside it) loads when a paid plan is chosen.
const SignupPaymentDialog = lazy(() =>
  import("../membership/components/signup-payment-dialog.tsx").then((module) => ({
    default: module.SignupPaymentDialog,
  })),
);

function PaymentDialogSlot(props: SignupPaymentDialogSlotProps) {
  if (props.levelId === null) return null;
  return (
    <Suspense fallback={null}>
      <SignupPaymentDialog {...props} />
    </Suspense>
  );
}

/** The sign-up screen with the membership payment dialog for paid plans (the two features meet here). */
export function SignupPage() {
  return <SignupScreen PaymentDialog={PaymentDialogSlot} />;
}
