import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { HydrationBoundary } from "../hydration-gate.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import "./layout.css";

/**
 * Header, main content and footer; the layout of nearly every page. The header and the footer are Suspense
 * boundaries, though neither suspends: a page the server rendered hydrates each boundary in a commit of its own, so
 * on a phone the hydration's commit and effects are shorter tasks than one for the whole page. The page counts as
 * hydrated once both have (`hydration-gate.tsx`).
 */
export function MainLayout() {
  const { t } = useTranslation();
  // While the next screen's module and reads load, the current one stays: assistive technology hears it is busy.
  const busy = useNavigation().state !== "idle";
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <HydrationBoundary>
        <Header />
      </HydrationBoundary>
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
    </div>
  );
}
