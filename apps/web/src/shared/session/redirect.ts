/** Session-storage flags that carry a pending destination across the login (spec 000 §4). */
export const REDIRECT_TARGET_KEY = "redirectTarget";
export const REDIRECT_TO_PREVIOUS_ROUTE_KEY = "redirectToPreviousRoute";

function session(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getRedirectTarget(): string | null {
  return session()?.getItem(REDIRECT_TARGET_KEY) || null;
}

/** Remembers where to go after logging in, and that the login popup should come back after sign-up. */
export function rememberRedirectTarget(path: string): void {
  session()?.setItem(REDIRECT_TARGET_KEY, path);
  session()?.setItem(REDIRECT_TO_PREVIOUS_ROUTE_KEY, "true");
}

export function clearRedirectTarget(): void {
  session()?.removeItem(REDIRECT_TARGET_KEY);
}

/** Reads and clears the "open the login popup again" flag. */
export function takeRedirectToPreviousRoute(): boolean {
  const flag = session()?.getItem(REDIRECT_TO_PREVIOUS_ROUTE_KEY);
  session()?.removeItem(REDIRECT_TO_PREVIOUS_ROUTE_KEY);
  return Boolean(flag);
}
