import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { logOut } from "../../features/account/api/logout.ts";
import { loadChunk } from "../../shared/lazy-chunk.ts";
import { openLogin } from "../../shared/session/login-dialog-store.ts";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../shared/ui/button.tsx";
import type { MenuItem } from "../../shared/ui/menu.tsx";
// The trigger's look is needed before the menu's code arrives (the placeholder button uses it).
import "../../shared/ui/menu.css";
import { toast } from "../../shared/ui/toast/toast-store.ts";
import { routes } from "../paths.ts";
import { CartBadge } from "./cart-badge.tsx";
import { Logo } from "./logo.tsx";
import { ACCOUNT_MENU } from "./nav-groups.ts";
import { MobileNav, SiteNav } from "./site-nav.tsx";

// The account menu (Radix Dropdown Menu and its positioning code) is only for members: visitors never load it.
const Menu = lazy(() => loadChunk(() => import("../../shared/ui/menu.tsx")).then((m) => ({ default: m.Menu })));

// Only members see the bell: a visitor's first screen does not download it or its query code.
const NotificationBell = lazy(() =>
  loadChunk(() => import("./notification-bell.tsx")).then((m) => ({ default: m.NotificationBell })),
);

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img className="avatar" src={image} alt="" width={32} height={32} />;
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/**
 * The site header: the logo, the site navigation (four disclosure groups and two links, ADR 0064), the cart,
 * and the login buttons or the member's bell and account menu. Below 1200 px a menu button shows the groups
 * as headed link lists instead.
 */
export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close the mobile menu on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => setMobileOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  const user = session.token ? session.user : null;
  const onLogout = async () => {
    await logOut();
    toast.success(t("nav.loggedOut"));
    navigate(routes.home.pattern);
  };
  // The account menu keeps to the member's own places; the member area and the administration have their own
  // side navigation (ADR 0064).
  const menuItems: MenuItem[] = user
    ? [
        ...ACCOUNT_MENU.filter(
          (entry) => routes[entry.key].access !== "admin" || user.AccountType === ADMIN_ACCOUNT_TYPE,
        ).map((entry) => ({ label: t(entry.label), to: entry.to })),
        { label: t("nav.logout"), onSelect: () => void onLogout() },
      ]
    : [];

  const trigger = user ? (
    <>
      <Avatar name={user.FirstName || user.Username} image={user.ProfileImage} />
      <span className="user-menu__name">{user.FirstName || user.Username}</span>{" "}
      <span className="visually-hidden">{t("nav.accountMenu")}</span>
    </>
  ) : null;
  const account = user ? (
    <Suspense
      fallback={
        <button type="button" className="ui-menu__trigger" disabled>
          {trigger}
        </button>
      }
    >
      <Menu trigger={trigger} items={menuItems} />
    </Suspense>
  ) : (
    <div className="header-actions__auth">
      {/* On a phone the label gives way to a person icon (drawn by the style sheet, so no script carries it; the
          name stays for screen readers), so Register still fits beside it in the longest languages; below 360 px
          Register is left to the login dialog's link. */}
      <Button variant="ghost" size="sm" className="header-login" onClick={() => openLogin()}>
        {t("nav.login")}
      </Button>
      <ButtonLink to={routes.register.pattern} size="sm" className="header-register">
        {t("nav.register")}
      </ButtonLink>
    </div>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <SiteNav />
        <div className="header-actions">
          <CartBadge userId={user?.Id ?? null} />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell userId={user.Id} />
            </Suspense>
          ) : null}
          {account}
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {mobileOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span className="visually-hidden">{mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
          </button>
        </div>
      </div>
      <MobileNav id={mobileId} open={mobileOpen} onNavigate={() => setMobileOpen(false)} />
    </header>
  );
}
