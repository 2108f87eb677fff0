import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginDialogPart } from "../features/account/manifest.ts";
import { loadPart } from "../shared/routing/load-part.ts";
import { closeLogin, useLoginRequest } from "../shared/session/login-dialog-store.ts";
import { afterLogin } from "./after-login.ts";

const LoginDialog = lazy(() => loadPart(loginDialogPart).then((m) => ({ default: m.LoginDialog })));

/** Mounts the login dialog whenever someone calls `openLogin()`; its code loads on first use. */
export function LoginDialogHost() {
  const request = useLoginRequest();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog
        open
        onClose={closeLogin}
        onLoggedIn={(user) =>
          afterLogin({ user, queryClient, navigate, pathname: location.pathname, redirectTo: request.redirectTo })
        }
      />
    </Suspense>
  );
}
