import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The newsletters area's routes: the app's registry is made of every area's, and features link with `newslettersRoutes.to`. */
export const newslettersRoutes = defineRoutes({
  profileNewsletter: route("/profile/newsletter", { title: "memberNav.links.newsletters" }, { layout: "member" }),
  mailing: route(
    "/mailing",
    { title: "nav.newsletters", description: "mailing.intro" },
    { nav: [{ menu: "site", group: "community", rank: 60 }] },
  ),
  // Newsletters (ADR 0027): an archived issue, the visitor's confirmation link, the unsubscribe link's page.
  mailingIssue: route("/mailing/issue/:id", { title: "nav.newsletters", description: "mailing.intro" }),
  mailingConfirm: route("/mailing/confirm", { title: "pageTitle.newsletterConfirm" }),
  mailingUnsubscribe: route("/mailing/unsubscribe", { title: "pageTitle.newsletterUnsubscribe" }),
  adminNewsletters: route(
    "/admin/newsletters",
    { title: "adminNav.links.newsletters" },
    { nav: [{ menu: "admin", group: "content", rank: 40 }] },
  ),
});

const pages = chunk("features/newsletters/routes.tsx", () => import("./routes.tsx"), ["newsletters"]);
const admin = chunk("features/newsletters/routes-admin.tsx", () => import("./routes-admin.tsx"), ["newsletters"]);

/** The screen each of the newsletters area's routes shows, from its chunk. */
export const newslettersArea = defineArea(newslettersRoutes, {
  profileNewsletter: screen(pages, (m) => m.NewsletterSettingsPage),
  mailing: screen(pages, (m) => m.MailingPage),
  mailingIssue: screen(pages, (m) => m.NewsletterIssuePage),
  mailingConfirm: screen(pages, (m) => m.ConfirmSubscriptionPage),
  mailingUnsubscribe: screen(pages, (m) => m.UnsubscribePage),
  adminNewsletters: screen(admin, (m) => m.AdminNewslettersPage),
});
