// Route module of the enrolment area (one lazy chunk): /coursecheckout and /manualcheckout (one screen), the
// PayPal return pages, and the profile's courses section. The feature receives the paths it links to.

import {
  CheckoutPage as CheckoutFeature,
  type CheckoutLinks,
} from "../../features/enrollment/components/checkout-page.tsx";
import { MyCoursesPage as MyCoursesFeature } from "../../features/enrollment/components/my-courses-page.tsx";
import {
  CancelPaypalPage as CancelFeature,
  ConfirmPaypalPage as ConfirmFeature,
} from "../../features/enrollment/components/paypal-return-page.tsx";
import { routes } from "../paths.ts";

const links: CheckoutLinks = {
  membershipUpgrade: routes.membershipUpgrade.pattern,
  register: routes.register.pattern,
  myCourses: routes.profileCourses.pattern,
  courses: routes.courses.pattern,
  myManuals: routes.myManuals.pattern,
};

export function CourseCheckoutPage() {
  return <CheckoutFeature links={links} />;
}

export function ConfirmPaypalPaymentPage() {
  return <ConfirmFeature links={links} />;
}

export function CancelPaypalPaymentPage() {
  return <CancelFeature links={links} />;
}

export function ProfileCoursesPage() {
  return <MyCoursesFeature links={links} />;
}
