import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation, useNavigate } from "react-router";
import { logOut } from "../../features/account/api/logout.ts";
import { loadChunk } from "../../shared/lazy-chunk.ts";
import { openLogin } from "../../shared/session/login-dialog-store.ts";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../shared/session/session-store.ts";
import { Button, ButtonLink } from "../../shared/ui/button.tsx";
import type { MenuItem } from "../../shared/ui/menu.tsx";
// The trigger's look is needed before the menu's code arrives (the placeholder button uses it).
import "../../shared/ui/menu.css";
import { toast } from "../../shared/ui/toast/toast-store.ts";
import { paths } from "../paths.ts";
import { CartBadge } from "./cart-badge.tsx";
import { Logo } from "./logo.tsx";

// The account menu (Radix Dropdown Menu and its positioning code) is only for members: visitors never load it.
const Menu = lazy(() => loadChunk(() => import("../../shared/ui/menu.tsx")).then((m) => ({ default: m.Menu })));

// Only members see the bell: a visitor's first screen does not download it or its query code.
const NotificationBell = lazy(() =>
  loadChunk(() => import("./notification-bell.tsx")).then((m) => ({ default: m.NotificationBell })),
);

const NAV = [
  { to: paths.home, key: "nav.home", end: true },
  { to: paths.membership, key: "nav.membership", end: false },
  { to: paths.courses, key: "nav.courses", end: false },
  { to: paths.practitioners, key: "nav.practitioners", end: false },
  { to: paths.blog, key: "nav.blog", end: false },
  { to: paths.forum, key: "nav.forum", end: false },
  { to: paths.store, key: "nav.store", end: false },
] as const;

function Avatar({ name, image }: { name: string; image: string | null }) {
  if (image) return <img className="avatar" src={image} alt="" width={32} height={32} />;
  return (
    <span className="avatar avatar--initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();

  // Close the mobile menu on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setMobileOpen(false), [location.pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMobileOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  const user = session.token ? session.user : null;
  const onLogout = async () => {
    await logOut();
    toast.success(t("nav.loggedOut"));
    navigate(paths.home);
  };
  const menuItems: MenuItem[] = user
    ? [
        { label: t("nav.manageMembership"), to: paths.manageMembership },
        { label: t("nav.profile"), to: paths.profile },
        { label: t("nav.account"), to: paths.profileAccount },
        { label: t("nav.notifications"), to: paths.notifications },
        { label: t("nav.newsletter"), to: paths.profileNewsletter },
        ...(user.AccountType === ADMIN_ACCOUNT_TYPE
          ? [
              { label: t("nav.admin"), to: paths.adminUsers },
              { label: t("nav.adminAnnouncements"), to: paths.adminAnnouncements },
              { label: t("nav.adminTestimonials"), to: paths.adminTestimonials },
              { label: t("nav.adminCoordinatorAgreement"), to: paths.adminCoordinatorAgreement },
              { label: t("nav.adminContact"), to: paths.adminContact },
              { label: t("nav.adminNewsletters"), to: paths.adminNewsletters },
              { label: t("nav.adminBlog"), to: paths.adminBlog },
              { label: t("nav.adminForum"), to: paths.adminForum },
              { label: t("nav.adminSeminars"), to: paths.adminSeminars },
              { label: t("nav.adminSurveys"), to: paths.adminSurveys },
              { label: t("nav.adminCourses"), to: paths.adminCourses },
              { label: t("nav.adminManuals"), to: paths.adminManuals },
              { label: t("nav.adminStore"), to: paths.adminStore },
              { label: t("nav.adminStoreOrders"), to: paths.adminStoreOrders },
              { label: t("nav.adminMedia"), to: paths.adminMedia },
              { label: t("nav.adminHelp"), to: paths.adminHelp },
              { label: t("nav.adminPractitioners"), to: paths.adminPractitioners },
              { label: t("nav.adminCoupons"), to: paths.adminCoupons },
              { label: t("nav.adminCredits"), to: paths.adminCredits },
              { label: t("nav.adminDonations"), to: paths.adminDonations },
            ]
          : []),
        { label: t("nav.logout"), onSelect: () => void onLogout() },
      ]
    : [];

  const links = NAV.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className="site-nav__link">
        {t(item.key)}
      </NavLink>
    </li>
  ));

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
      <Button variant="ghost" size="sm" onClick={() => openLogin()}>
        {t("nav.login")}
      </Button>
      <ButtonLink to={paths.register} size="sm">
        {t("nav.register")}
      </ButtonLink>
    </div>
  );

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav className="site-nav site-nav--desktop" aria-label={t("nav.mainLabel")}>
          <ul className="site-nav__list">{links}</ul>
        </nav>
        <div className="header-actions">
          <CartBadge userId={user?.Id ?? null} />
          {user ? (
            <Suspense fallback={null}>
              <NotificationBell userId={user.Id} />
            </Suspense>
          ) : null}
          {account}
          <button
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
      <nav id={mobileId} className="site-nav site-nav--mobile" aria-label={t("nav.mobileLabel")} hidden={!mobileOpen}>
        <ul className="site-nav__list container">{links}</ul>
      </nav>
    </header>
  );
}
