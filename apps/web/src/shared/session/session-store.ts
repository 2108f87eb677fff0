import { useSyncExternalStore } from "react";

/** Local-storage keys of the session (spec 000 §3). */
export const USER_KEY = "user";
export const TOKEN_KEY = "apiToken";
export const LOGIN_STAMP_KEY = "loginStamp";

/** The logged-in user as stored locally, base64 of UTF-8 JSON (spec 000 §3 plus the names for the header). */
export interface StoredUser {
  Id: number;
  Username: string;
  Email: string;
  AccountType: number;
  MembershipId: number | null;
  ProfileImage: string | null;
  Access_Token: string;
  MemberShipId: number | null;
  FirstName: string;
  LastName: string;
}

export interface Session {
  user: StoredUser | null;
  token: string | null;
  loginStamp: number | null;
}

/** AccountType of administrators. */
export const ADMIN_ACCOUNT_TYPE = 99;

export function encodeUser(user: StoredUser): string {
  const bytes = new TextEncoder().encode(JSON.stringify(user));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeUser(encoded: string): StoredUser | null {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== "object" || value === null || !("Id" in value)) return null;
    return value as StoredUser;
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

const EMPTY: Session = { user: null, token: null, loginStamp: null };
let snapshot: Session = EMPTY;
let snapshotKey = "";
const listeners = new Set<() => void>();

function rawKey(): string {
  const store = storage();
  if (!store) return "";
  return [store.getItem(USER_KEY), store.getItem(TOKEN_KEY), store.getItem(LOGIN_STAMP_KEY)].join("\u0000");
}

/** Re-reads local storage into the cached snapshot; true when something changed. */
function sync(): boolean {
  const key = rawKey();
  if (key === snapshotKey) return false;
  snapshotKey = key;
  const store = storage();
  const encoded = store?.getItem(USER_KEY);
  const stamp = Number(store?.getItem(LOGIN_STAMP_KEY) ?? Number.NaN);
  const user = encoded ? decodeUser(encoded) : null;
  const token = store?.getItem(TOKEN_KEY) || null;
  const loginStamp = Number.isFinite(stamp) ? stamp : null;
  // A visitor's session is the one the server renders with (`getServerSnapshot`): the same object, so a page the
  // server rendered hydrates without React re-rendering every reader of the session at once, synchronously.
  snapshot = user === null && token === null && loginStamp === null ? EMPTY : { user, token, loginStamp };
  return true;
}

/** Re-reads local storage; listeners hear about it only when something actually changed. */
export function refreshSession(): Session {
  if (sync()) for (const listener of listeners) listener();
  return snapshot;
}

/** The current session, read fresh from local storage. */
export function readSession(): Session {
  return refreshSession();
}

export function isLoggedIn(session: Session = readSession()): session is Session & { user: StoredUser } {
  return session.user !== null && session.token !== null;
}

/** Stores the user, the token and the login stamp (ms). */
export function login(user: StoredUser, token: string, now: number = Date.now()): void {
  const store = storage();
  store?.setItem(USER_KEY, encodeUser(user));
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(LOGIN_STAMP_KEY, String(now));
  // A new login makes an end of the old session that nobody heard yet old news.
  unheardExpiry = null;
  refreshSession();
}

/** Changes fields of the stored user (e.g. the level after a payment), keeping the token and the login stamp. */
export function updateStoredUser(patch: Partial<Omit<StoredUser, "Id" | "Access_Token">>): void {
  const current = readSession();
  if (!current.user) return;
  storage()?.setItem(USER_KEY, encodeUser({ ...current.user, ...patch }));
  refreshSession();
}

/** Clears the stored user, the api token and the login stamp (spec 000 §4). */
export function logout(): void {
  const store = storage();
  store?.removeItem(USER_KEY);
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(LOGIN_STAMP_KEY);
  refreshSession();
}

/** Why the server refused the token: an administrator locked or deleted the account, or the session ended. */
export type SessionEnd = "lockedOrDeleted" | "expired";

const expiryListeners = new Set<(reason: SessionEnd) => void>();
let replacements = 0;
let deferredExpiry: { token: string; reason: SessionEnd } | null = null;
/** An end that came before anyone listened (a call at start answered 401 before the app's effects ran). */
let unheardExpiry: SessionEnd | null = null;

/**
 * The server refused `refusedToken` (revoked or expired session): when it is still the stored token, clears
 * the session and tells the listeners, once however many calls failed together, and never for a newer login
 * (e.g. the token an e-mail change just stored). `onSessionExpired` is how the app answers it.
 */
export function endExpiredSession(refusedToken: string, reason: SessionEnd = "expired"): void {
  if (readSession().token !== refusedToken) return;
  if (replacements > 0) {
    deferredExpiry = { token: refusedToken, reason };
    return;
  }
  logout();
  if (expiryListeners.size === 0) {
    unheardExpiry = reason;
    return;
  }
  for (const listener of expiryListeners) listener(reason);
}

/**
 * Runs `work`, which replaces the stored token (an e-mail change revokes the old sessions and hands back a
 * new token): a 401 for the old token meanwhile, e.g. from the start-up check racing it, is held back and
 * only acted on if the old token is still the stored one when `work` ends.
 */
export async function whileReplacingToken<T>(work: () => Promise<T>): Promise<T> {
  replacements += 1;
  try {
    return await work();
  } finally {
    replacements -= 1;
    const refused = deferredExpiry;
    if (replacements === 0 && refused) {
      deferredExpiry = null;
      endExpiredSession(refused.token, refused.reason);
    }
  }
}

/**
 * Calls `listener` each time the server ends the session, and at once for an end nobody heard yet (the reader is
 * told once, even when the refusal came before the app started listening); returns the unsubscribe function.
 */
export function onSessionExpired(listener: (reason: SessionEnd) => void): () => void {
  expiryListeners.add(listener);
  if (unheardExpiry) {
    const reason = unheardExpiry;
    unheardExpiry = null;
    listener(reason);
  }
  return () => {
    expiryListeners.delete(listener);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY || event.key === LOGIN_STAMP_KEY) {
      refreshSession();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function getSnapshot(): Session {
  sync();
  return snapshot;
}

/**
 * What the server renders and the browser hydrates: a visitor's page. The server never knows the session (it is
 * in local storage), so a member's page hydrates as the visitor's, then shows the member's header (ADR 0096).
 */
function getServerSnapshot(): Session {
  return EMPTY;
}

/** The session as React state: re-renders on login, logout and `refreshSession()` (every navigation). */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
