import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The account area's routes: the app's registry is made of every area's, and features link with `accountRoutes.to`. */
export const accountRoutes = defineRoutes({
  profileAccount: route("/profile/account", { title: "memberNav.links.account" }, { layout: "member" }),
  confirmEmail: route("/confirmemail/:userId", { title: "pageTitle.confirmEmail" }),
  register: route(
    "/register",
    { title: "nav.register", description: "signup.lead" },
    { layout: "register", nav: [{ menu: "footer", group: "join", rank: 30 }] },
  ),
  forgotPassword: route("/forgotpassword", { title: "pageTitle.forgotPassword" }, { layout: "register" }),
  confirmPassword: route("/ConfirmPassword", { title: "pageTitle.newPassword" }, { layout: "register" }),
});

const settings = chunk("features/account/routes-settings.tsx", () => import("./routes-settings.tsx"), [
  "account",
  "addresses",
  "profiles",
  "privacy",
]);
const pages = chunk("features/account/routes.tsx", () => import("./routes.tsx"), ["account"]);
const register = chunk("features/account/routes-register.tsx", () => import("./routes-register.tsx"), [
  "account",
  "membership",
]);

/** The screen each of the account area's routes shows, from its chunk. */
export const accountArea = defineArea(accountRoutes, {
  profileAccount: screen(settings, (m) => m.AccountPage),
  confirmEmail: screen(pages, (m) => m.ConfirmEmailPage),
  register: screen(register, (m) => m.SignupPage),
  forgotPassword: screen(pages, (m) => m.ForgotPasswordPage),
  confirmPassword: screen(pages, (m) => m.ConfirmPasswordPage),
});

/** The login dialog, which any page opens (`openLogin`): a part of its own, loaded on first use. */
export const loginDialogPart = chunk(
  "features/account/components/login-dialog.tsx",
  () => import("./components/login-dialog.tsx"),
  ["account"],
);
