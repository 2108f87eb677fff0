/** Placeholder the server swaps for the real key when it serves index.html. */
const PLACEHOLDER = "__API_KEY__";
/** The documented development key, used when the page was not served by the API server (vite dev/preview). */
export const DEV_API_KEY = "dev-api-key";

/** Reads the API security key from `<meta name="api-key">` (on the server, where there is no page, the transport adds it). */
export function readApiKey(doc: Document | undefined = typeof document === "undefined" ? undefined : document): string {
  const value = doc?.querySelector<HTMLMetaElement>('meta[name="api-key"]')?.content?.trim();
  return !value || value === PLACEHOLDER ? DEV_API_KEY : value;
}
