import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { type RouteKey, routeKeyOf, routes } from "../paths.ts";
import "./area-nav.css";

export interface AreaNavEntry {
  to: RouteKey;
  label: string;
  /** Pages reached from this entry: there the entry is marked as the current section. */
  within?: readonly RouteKey[] | undefined;
  sub?: boolean | undefined;
}

export interface AreaNavGroup {
  id: string;
  heading: string;
  entries: readonly AreaNavEntry[];
}

export interface AreaNavProps {
  /** The landmark's name ("Member area", "Administration"). */
  label: string;
  /** The phone's disclosure button ("Member area menu"). */
  menuLabel: string;
  groups: readonly AreaNavGroup[];
  /** Said after the groups (why a group is missing, with its link). */
  note?: ReactNode;
  /** Actions after the list, outside the phone's folding panel (the administration's Logout). */
  footer?: ReactNode;
}

/**
 * The side navigation of the member area and of the administration: group headings over lists of links, the
 * current page's link with aria-current="page". On a phone the groups fold behind one disclosure button that
 * names the current section; on wider screens they are a column of their own that scrolls by itself.
 */
export function AreaNav({ label, menuLabel, groups, note, footer }: AreaNavProps) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const currentKey = routeKeyOf(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => setOpen(false), [pathname]);

  const all = groups.flatMap((group) => group.entries);
  const current =
    all.find((entry) => entry.to === currentKey) ??
    all.find((entry) => currentKey !== undefined && entry.within?.includes(currentKey));

  return (
    <nav className="area-nav" aria-label={label}>
      <button
        type="button"
        className="area-nav__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {/* One run of text, so a long label and section ("Benachrichtigungseinstellungen") wrap onto a second line
            instead of pushing the page sideways. */}
        <span className="area-nav__toggle-text">
          <span className="area-nav__toggle-label">{menuLabel}</span>
          {current ? (
            <>
              {" "}
              <span className="area-nav__toggle-current">{current.label}</span>
            </>
          ) : null}
        </span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="area-nav__chevron">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={id} className={`area-nav__panel${open ? " area-nav__panel--open" : ""}`}>
        {groups.map((group) => (
          <section key={group.id} className="area-nav__group" aria-labelledby={`${id}-${group.id}`}>
            <h2 className="area-nav__heading" id={`${id}-${group.id}`}>
              {group.heading}
            </h2>
            <ul className="area-nav__list">
              {group.entries.map((entry) => {
                const here = entry.to === currentKey;
                const inside = !here && entry === current;
                return (
                  <li key={entry.to} className={entry.sub ? "area-nav__item area-nav__item--sub" : "area-nav__item"}>
                    <Link
                      to={routes[entry.to].pattern}
                      className={`area-nav__link${here || inside ? " area-nav__link--current" : ""}`}
                      aria-current={here ? "page" : inside ? "true" : undefined}
                    >
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {note ? <div className="area-nav__note">{note}</div> : null}
      </div>
      {footer ? <div className="area-nav__footer">{footer}</div> : null}
    </nav>
  );
}
