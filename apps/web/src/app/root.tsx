import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { loadChunk } from "../shared/lazy-chunk.ts";
import { refreshSession } from "../shared/session/session-store.ts";
import { ToastAnnouncer } from "../shared/ui/toast/toast-announcer.tsx";
import { useToasts } from "../shared/ui/toast/toast-store.ts";
import { LoginDialogHost } from "./login-dialog-host.tsx";
import { RouteTitle } from "./route-title.tsx";
import { startSession, watchExpiredSessions } from "./session-start.ts";

// The toaster's code (Radix Toast) loads with the first toast, not with every page: the store keeps the toast
// until it is there, and the announcer, in the page from the start, has already read it out.
const Toaster = lazy(() =>
  loadChunk(() => import("../shared/ui/toast/toaster.tsx")).then((m) => ({ default: m.Toaster })),
);

/** Every navigation scrolls to the top and re-reads the login state (spec 001 §2). */
function NavigationEffects() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
    refreshSession();
  }, [pathname]);
  return null;
}

/** The session check runs once per page load (StrictMode runs effects twice in development). */
function SessionStart() {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => watchExpiredSessions((to) => navigate(to)), [navigate]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSession({ navigate: (to) => navigate(to) });
  }, [navigate]);
  return null;
}

/** A thin bar at the top while the next screen's chunk and its loader's reads load (the layouts' main is busy). */
function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === "idle" ? null : <div className="navigation-progress" aria-hidden="true" />;
}

function Toasts() {
  const pending = useToasts().length > 0;
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  if (pending && !wanted) setWanted(true);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      {ready ? null : <ToastAnnouncer />}
      {wanted && (
        <Suspense fallback={null}>
          <Toaster onReady={onReady} />
        </Suspense>
      )}
    </>
  );
}

/** The root route: app-wide effects, the toasts and the login dialog around every layout. */
export function AppRoot() {
  return (
    <>
      <NavigationProgress />
      <NavigationEffects />
      <RouteTitle />
      <SessionStart />
      <Outlet />
      <Toasts />
      <LoginDialogHost />
    </>
  );
}
