/** Local-storage key of the app version this browser last ran. */
export const APP_VERSION_KEY = "appVersion";

export interface VersionCheckDeps {
  reload?: () => void;
  now?: () => number;
}

async function clearCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  const keys = await caches.keys();
  await Promise.all(keys.map((key) => caches.delete(key)));
}

/**
 * The version check at start (spec 001 §2): fetch `/version.json` with a cache-busting stamp; if a stored
 * version differs, store the new one, clear every browser cache and reload. The first run only stores it.
 * Failures are only logged.
 */
export async function checkAppVersion({
  reload = () => window.location.reload(),
  now = Date.now,
}: VersionCheckDeps = {}): Promise<"first-run" | "unchanged" | "reloaded" | "failed"> {
  try {
    const response = await fetch(`/version.json?t=${now()}`, { cache: "no-store" });
    if (!response.ok) throw new Error(`version.json answered ${response.status}`);
    const body: unknown = await response.json();
    const version =
      typeof body === "object" && body !== null && "version" in body && typeof body.version === "string"
        ? body.version
        : null;
    if (!version) throw new Error("version.json has no version");

    const stored = localStorage.getItem(APP_VERSION_KEY);
    localStorage.setItem(APP_VERSION_KEY, version);
    if (!stored) return "first-run";
    if (stored === version) return "unchanged";
    await clearCaches();
    reload();
    return "reloaded";
  } catch (error) {
    console.error("App version check failed", error);
    return "failed";
  }
}
