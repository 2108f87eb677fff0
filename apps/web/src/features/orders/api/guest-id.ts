/** Local-storage key of the guest cart session (spec 000 §4: the login syncs it to the member). */
export const GUEST_ID_KEY = "guestId";

export function readGuestId(): string | null {
  try {
    return localStorage.getItem(GUEST_ID_KEY);
  } catch {
    return null;
  }
}

/** The visitor's cart key, created on first use: a random UUID, so nobody can guess another visitor's cart. */
export function ensureGuestId(): string {
  const existing = readGuestId();
  if (existing) return existing;
  const id = crypto.randomUUID();
  try {
    localStorage.setItem(GUEST_ID_KEY, id);
  } catch {
    // Private mode without storage: the cart lives as long as the page.
  }
  return id;
}

export function forgetGuestId(): void {
  try {
    localStorage.removeItem(GUEST_ID_KEY);
  } catch {
    // Nothing stored.
  }
}
