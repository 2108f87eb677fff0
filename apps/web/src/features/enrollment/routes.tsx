// Route module of the enrolment area (one lazy chunk): /coursecheckout and /manualcheckout (one screen), the
// PayPal return pages, and the profile's courses section. The feature receives the paths it links to.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { accountRoutes } from "../account/manifest.ts";
import { coursesRoutes } from "../courses/manifest.ts";
import { manualsRoutes } from "../manuals/manifest.ts";
import { membershipRoutes } from "../membership/manifest.ts";
import { checkoutItemFrom, eligibilityQuery, enrolledQuery, manualForSaleQuery } from "./api/enrollment.ts";
import { CheckoutPage as CheckoutFeature, type CheckoutLinks } from "./components/checkout-page.tsx";
import { MyCoursesPage as MyCoursesFeature } from "./components/my-courses-page.tsx";
import {
  CancelPaypalPage as CancelFeature,
  ConfirmPaypalPage as ConfirmFeature,
} from "./components/paypal-return-page.tsx";
import { enrollmentRoutes } from "./manifest.ts";

const links: CheckoutLinks = {
  membershipUpgrade: membershipRoutes.to("membershipUpgrade"),
  register: accountRoutes.to("register"),
  myCourses: enrollmentRoutes.to("profileCourses"),
  courses: coursesRoutes.to("courses"),
  myManuals: manualsRoutes.to("myManuals"),
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

const checkoutLoader = memberLoader(({ client, url, userId }) => {
  const item = checkoutItemFrom(url.searchParams);
  if (item === null) return [];
  return [
    "manualId" in item
      ? client.ensureQueryData(manualForSaleQuery(item.manualId))
      : client.ensureQueryData(eligibilityQuery(userId, item)),
  ];
});

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/courses: the member's places.
  profileCourses: memberLoader(({ client, userId }) => [client.ensureQueryData(enrolledQuery(userId))]),
  // /coursecheckout and /manualcheckout: the item the address names as this member may buy it (its price for them
  // and the first rule they fail), or the manual's price and whether they own it. Public pages, but a visitor is
  // only asked to log in, so nothing is read for them (nor by the server, which renders that prompt).
  courseCheckout: checkoutLoader,
  manualCheckout: checkoutLoader,
};
