import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginDialogPart } from "../features/account/manifest.ts";
import { loadPart } from "../shared/routing/load-part.ts";
import { closeLogin, useLoginRequest } from "../shared/session/login-dialog-store.ts";
import { focusIsLost, focusMainHeading } from "../shared/ui/focus-main.ts";
import { afterLogin } from "./after-login.ts";

const LoginDialog = lazy(() => loadPart(loginDialogPart).then((m) => ({ default: m.LoginDialog })));

/** Mounts the login dialog whenever someone calls `openLogin()`; its code loads on first use. */
export function LoginDialogHost() {
  const request = useLoginRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A login that leads to another page (home, or the page a gate remembered): once that page is shown, a keyboard
  // user goes on from its main heading, not from the top of the document. (Staying on the page, the dialog itself
  // moves the focus there, the Login button that opened it being gone.)
  const landing = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new location is the trigger.
  useEffect(() => {
    if (!landing.current) return;
    landing.current = false;
    if (focusIsLost()) focusMainHeading();
  }, [location.key]);

  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog
        open
        onClose={closeLogin}
        onLoggedIn={(user) =>
          afterLogin({
            user,
            queryClient,
            navigate: (to) => {
              landing.current = true;
              navigate(to);
            },
            pathname: location.pathname,
            redirectTo: request.redirectTo,
          })
        }
      />
    </Suspense>
  );
}
