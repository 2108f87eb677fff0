import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { NAV_DIRECT, NAV_GROUPS, type NavGroup } from "./nav-groups.ts";

type GroupId = NavGroup["id"];

const isIn = (pathname: string, to: string) => {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
};

function Chevron() {
  return (
    <svg className="site-nav__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Up and down arrows move between a panel's links (optional in the disclosure pattern, cheap to offer). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === "ArrowDown" ? index + 1 : index - 1;
  const target = links[(next + links.length) % links.length];
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The wide-screen site navigation (ADR 0064): each group is a disclosure — a button with aria-expanded and
 * aria-controls showing a list of links — not an ARIA menu, since these are links to pages. One group is open
 * at a time; Escape closes it and returns the focus to its button; a navigation, a click outside or the focus
 * leaving it closes it too. Plain React: visitors download no menu library for it.
 */
export function SiteNav() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState<GroupId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttons = useRef<Partial<Record<GroupId, HTMLButtonElement | null>>>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => setOpen(null), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(null);
      buttons.current[open]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <nav ref={navRef} className="site-nav site-nav--desktop" aria-label={t("nav.mainLabel")}>
      <ul className="site-nav__list">
        {NAV_GROUPS.map((group) => {
          const expanded = open === group.id;
          const panelId = `site-nav-${group.id}`;
          const current = group.links.some((link) => isIn(location.pathname, link.to));
          return (
            <li
              key={group.id}
              className="site-nav__group"
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (next && !event.currentTarget.contains(next)) setOpen((now) => (now === group.id ? null : now));
              }}
            >
              <button
                ref={(element) => {
                  buttons.current[group.id] = element;
                }}
                type="button"
                className={`site-nav__link site-nav__trigger${current ? " site-nav__trigger--current" : ""}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : group.id)}
                onKeyDown={(event) => {
                  if (event.key === "ArrowDown" && expanded) {
                    event.preventDefault();
                    document.getElementById(panelId)?.querySelector<HTMLAnchorElement>("a[href]")?.focus();
                  }
                }}
              >
                {t(group.label)}
                <Chevron />
              </button>
              {/* The links are drawn only while the group is open: a shorter first render of every page. */}
              <ul id={panelId} className="site-nav__panel" hidden={!expanded} onKeyDown={moveFocus}>
                {expanded
                  ? group.links.map((link) => (
                      <li key={link.to}>
                        <NavLink to={link.to} className="site-nav__panel-link" onClick={() => setOpen(null)}>
                          {t(link.label)}
                        </NavLink>
                      </li>
                    ))
                  : null}
              </ul>
            </li>
          );
        })}
        {NAV_DIRECT.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="site-nav__link">
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone's site navigation, behind the header's menu button: the same four groups as headed link lists,
 * then the direct links. Its links are drawn only while it is open.
 */
export function MobileNav({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav id={id} className="site-nav site-nav--mobile" aria-label={t("nav.mobileLabel")} hidden={!open}>
      {open ? (
        <div className="container site-nav__groups">
          {NAV_GROUPS.map((group) => (
            <div key={group.id} className="site-nav__section">
              <h2 className="site-nav__heading" id={`${id}-${group.id}`}>
                {t(group.label)}
              </h2>
              <ul className="site-nav__sublist" aria-labelledby={`${id}-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="site-nav__panel-link" onClick={onNavigate}>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="site-nav__sublist site-nav__direct">
            {NAV_DIRECT.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-nav__link" onClick={onNavigate}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </nav>
  );
}
