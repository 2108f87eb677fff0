import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The content area's routes: the app's registry is made of every area's, and features link with `contentRoutes.to`. */
export const contentRoutes = defineRoutes({
  home: route("/", { title: "common.tagline", description: "home.lead" }),
  termsOfService: route(
    "/terms-of-service",
    { title: "footer.termsOfService", description: "legal.service.lead" },
    { nav: [{ menu: "footer", group: "legal", rank: 10 }] },
  ),
  termsAndConditions: route(
    "/termsandconditions",
    { title: "footer.terms", description: "legal.terms.lead" },
    { nav: [{ menu: "footer", group: "legal", rank: 20 }] },
  ),
  privacyPolicy: route(
    "/privacypolicy",
    { title: "footer.privacy", description: "legal.privacy.lead" },
    { nav: [{ menu: "footer", group: "legal", rank: 30 }] },
  ),
  ethics: route(
    "/ethics",
    { title: "footer.ethics", description: "legal.ethics.lead" },
    {
      nav: [
        { menu: "site", group: "about", rank: 50 },
        { menu: "footer", group: "legal", rank: 40 },
      ],
    },
  ),
  about: route(
    "/About",
    { title: "nav.aboutUs", description: "legal.about.lead" },
    {
      nav: [
        { menu: "site", group: "about", rank: 60 },
        { menu: "footer", group: "legal", label: "footer.about", rank: 60 },
      ],
    },
  ),
  error: route("/error", { title: "pageTitle.notFound" }),
});

const pages = chunk("features/content/routes.tsx", () => import("./routes.tsx"), ["content", "teasers"]);
const legal = chunk("features/content/routes-legal.tsx", () => import("./routes-legal.tsx"), ["content"]);

/** The screen each of the content area's routes shows, from its chunk. */
export const contentArea = defineArea(contentRoutes, {
  home: screen(pages, (m) => m.HomePage),
  termsOfService: screen(legal, (m) => m.TermsOfServicePage),
  termsAndConditions: screen(legal, (m) => m.TermsAndConditionsPage),
  privacyPolicy: screen(legal, (m) => m.PrivacyPolicyPage),
  ethics: screen(legal, (m) => m.EthicsPage),
  about: screen(legal, (m) => m.AboutPage),
  error: screen(pages, (m) => m.NotFoundPage),
});
