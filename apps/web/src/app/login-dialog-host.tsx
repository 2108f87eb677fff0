import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate } from "react-router";
import { loadNamespaces } from "../shared/i18n/i18n.ts";
import { loadChunk } from "../shared/lazy-chunk.ts";
import { closeLogin, useLoginRequest } from "../shared/session/login-dialog-store.ts";
import { afterLogin } from "./after-login.ts";
import { LAZY_NAMESPACES } from "./area-namespaces.ts";

const LoginDialog = lazy(() =>
  Promise.all([
    loadChunk(() => import("../features/account/components/login-dialog.tsx")),
    loadNamespaces(LAZY_NAMESPACES["login-dialog-host.tsx"]),
  ]).then(([m]) => ({ default: m.LoginDialog })),
);

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
