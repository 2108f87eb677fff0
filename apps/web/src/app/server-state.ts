import type { DehydratedState } from "@tanstack/react-query";

/** The id of the element in which the server sends the reads of the page it rendered (ADR 0096). */
export const SERVER_STATE_ID = "server-state";

/**
 * The reads the server rendered the page with, when it rendered it: the page is then hydrated from them, not
 * rendered anew. `undefined` for a page the server sent empty (member and administration pages), or unreadable.
 */
export function readServerState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state: unknown = JSON.parse(text);
    return typeof state === "object" && state !== null && "queries" in state ? (state as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}
