import { useSyncExternalStore } from "react";

/** The zone the server renders times in: it cannot know the reader's (ADR 0096). */
export const SERVER_ZONE = "UTC";

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || SERVER_ZONE;
// The reader's zone does not change while the page is open.
const subscribe = () => () => {};

/**
 * The reader's time zone. On the server, and while the browser hydrates a page the server rendered, it is UTC, so
 * both write the same times; right after the hydration the times are written again in the reader's zone.
 */
export function useViewerZone(): string {
  return useSyncExternalStore(subscribe, localZone, () => SERVER_ZONE);
}
