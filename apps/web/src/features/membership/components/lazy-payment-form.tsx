import { lazy, Suspense } from "react";
import { loadChunk } from "../../../shared/lazy-chunk.ts";
import { Loading } from "./member-page.tsx";
import type { PaymentFormProps } from "./payment-form.tsx";

const PaymentForm = lazy(() => loadChunk(() => import("./payment-form.tsx")).then((m) => ({ default: m.PaymentForm })));

/**
 * The payment form, loaded when it is first shown: its validation code (react-hook-form, zod, the card
 * rules) stays out of the membership pages that only show facts and plans.
 */
export function LazyPaymentForm(props: PaymentFormProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentForm {...props} />
    </Suspense>
  );
}
