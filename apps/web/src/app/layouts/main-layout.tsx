import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import "./layout.css";

/** Header, main content and footer; the layout of nearly every page. */
export function MainLayout() {
  const { t } = useTranslation();
  // While the next screen's module and reads load, the current one stays: assistive technology hears it is busy.
  const busy = useNavigation().state !== "idle";
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={busy || undefined}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
