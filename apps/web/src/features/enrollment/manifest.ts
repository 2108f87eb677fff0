import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The enrollment area's routes: the app's registry is made of every area's, and features link with `enrollmentRoutes.to`. */
export const enrollmentRoutes = defineRoutes({
  profileCourses: route("/profile/courses", { title: "memberNav.links.courses" }, { layout: "member" }),
  courseCheckout: route("/coursecheckout", { title: "pageTitle.checkout" }),
  manualCheckout: route("/manualcheckout", { title: "pageTitle.checkout" }),
  confirmPaypalPayment: route("/confirmpaypalpayment", { title: "pageTitle.payment" }),
  cancelPaypalPayment: route("/cancelpaypalpayment", { title: "pageTitle.payment" }),
});

const pages = chunk("features/enrollment/routes.tsx", () => import("./routes.tsx"), ["enrollment", "membership"]);

/** The screen each of the enrollment area's routes shows, from its chunk. */
export const enrollmentArea = defineArea(enrollmentRoutes, {
  profileCourses: screen(pages, (m) => m.ProfileCoursesPage),
  courseCheckout: screen(pages, (m) => m.CourseCheckoutPage),
  manualCheckout: screen(pages, (m) => m.CourseCheckoutPage),
  confirmPaypalPayment: screen(pages, (m) => m.ConfirmPaypalPaymentPage),
  cancelPaypalPayment: screen(pages, (m) => m.CancelPaypalPaymentPage),
});
