import type { ReactNode } from "react";

/** A highlighted outcome message (success or error) inside a page. */
export function StatusPanel({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <div className={`status-panel status-panel--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <svg className="status-panel__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        {tone === "success" ? (
          <path
            d="M6 10.5l2.6 2.6L14 7.6"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : (
          <path d="M10 5.5v5.5M10 14v.5" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        )}
      </svg>
      <div>{children}</div>
    </div>
  );
}
