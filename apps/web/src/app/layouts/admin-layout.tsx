import { Outlet } from "react-router";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../shared/session/session-store.ts";
import { AdminNav } from "./admin-nav.tsx";

/**
 * The administration shell (inside the main layout) around every /admin/* screen: its navigation for an
 * administrator; anyone else sees the page alone, whose admin gate refuses a member or asks a visitor to log in.
 */
export function AdminLayout() {
  const session = useSession();
  const admin = session.token !== null && session.user?.AccountType === ADMIN_ACCOUNT_TYPE;
  return (
    <div className={admin ? "area-shell area-shell--admin" : "area-shell area-shell--bare"}>
      {admin ? (
        <div className="area-shell__nav">
          <AdminNav />
        </div>
      ) : null}
      <div className="area-shell__page">
        <Outlet />
      </div>
    </div>
  );
}
