/**
 * The entry: it lets the browser paint the screen the server sent with the HTML (the header, and for a few pages
 * their first screen) before any of the app's JavaScript is fetched and run, then starts the app. On a slow
 * phone, compiling and running the app before the first frame kept that screen blank for a second or more
 * (ADR 0059).
 */
// The start-up styles travel with the HTML (the server inlines this entry's stylesheet, ADR 0058), in the order the
// app's modules import them, so what is painted before the app starts already has its final look.
import "./shared/ui/button.css";
import "./shared/ui/menu.css";
import "./app/layouts/layout.css";
import "./shared/ui/base.css";

// A page the server rendered (ADR 0096) shows its buttons and fields before React has hydrated them, and until then
// they do nothing: the page says so (start.tsx lifts it once hydrated; test runners wait for it). Links work.
if (document.getElementById("server-state")) document.getElementById("root")?.setAttribute("aria-disabled", "true");

function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

afterFirstFrame()
  .then(() => import("./start.tsx"))
  // The painted screen stays; the console says why the app did not follow (e.g. its files could not be fetched).
  .catch((error: unknown) => console.error("The app could not start", error));
