import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import "./layout.css";

/**
 * The help layout (spec 001 §2): the site header and footer around a side column (search and topics, given by
 * the help route module so this file loads only with the help chunk) and the page.
 */
export function HelpLayout({ aside }: { aside: ReactNode }) {
  const { t } = useTranslation();
  // Busy while the next screen loads, as in the main layout.
  const busy = useNavigation().state !== "idle";
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <Header />
      <div className="layout__main help-shell">
        {aside}
        <main id="main" className="help-shell__main" tabIndex={-1} aria-busy={busy || undefined}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
