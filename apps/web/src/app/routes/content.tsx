// Route module of the content area (one lazy chunk): home, not-found and "coming soon" pages.
export { ComingSoonPage } from "../../features/content/components/coming-soon-page.tsx";
export { HomePage } from "../../features/content/components/home-page.tsx";
export { NotFoundPage } from "../../features/content/components/not-found-page.tsx";
