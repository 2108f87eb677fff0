import { chunk, defineArea, defineRoutes, route, screen } from "../../shared/routing/area.ts";

/** The help area's routes: the app's registry is made of every area's, and features link with `helpRoutes.to`. */
export const helpRoutes = defineRoutes({
  helpCenter: route(
    "/helpcenter",
    { title: "nav.helpCenter", description: "help.lead" },
    { layout: "help", nav: [{ menu: "site", group: "about", rank: 20 }] },
  ),
  helpTopic: route("/topic", { title: "nav.helpCenter", description: "help.lead" }, { layout: "help" }),
  // The help centre's topics and articles (ADR 0047).
  adminHelp: route(
    "/admin/help",
    { title: "adminNav.links.help" },
    { nav: [{ menu: "admin", group: "content", rank: 60 }] },
  ),
});

const pages = chunk("features/help/routes.tsx", () => import("./routes.tsx"), ["help"]);
const admin = chunk("features/help/routes-admin.tsx", () => import("./routes-admin.tsx"), ["help"]);

/** The screen each of the help area's routes shows, from its chunk. */
export const helpArea = defineArea(helpRoutes, {
  helpCenter: screen(pages, (m) => m.HelpCenterPage),
  helpTopic: screen(pages, (m) => m.HelpTopicPage),
  adminHelp: screen(admin, (m) => m.AdminHelpPage),
});

/** The help centre's own side of its layout (search and topic navigation), which the app's help layout frames. */
export const helpLayoutAside = screen(pages, (m) => m.HelpSidebar);
