// Route module of the help centre (one lazy chunk): its layout with the search and topic navigation, the start
// page and a topic with its articles.
import { HelpSidebar } from "../../features/help/components/help-sidebar.tsx";
import { HelpLayout as Shell } from "../layouts/help-layout.tsx";
import "../../features/help/components/help.css";

export { HelpCenterPage } from "../../features/help/components/help-center-page.tsx";
export { HelpTopicPage } from "../../features/help/components/help-topic-page.tsx";

export function HelpLayout() {
  return <Shell aside={<HelpSidebar />} />;
}
