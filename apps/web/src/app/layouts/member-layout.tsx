import { Outlet } from "react-router";
import { type StoredUser, useSession } from "../../shared/session/session-store.ts";
import { MemberNav, useMemberFacts } from "./member-nav.tsx";

function MemberSideNav({ user }: { user: StoredUser }) {
  return (
    <div className="area-shell__nav">
      <MemberNav facts={useMemberFacts(user)} />
    </div>
  );
}

/**
 * The member area (inside the main layout): the member's sections beside the page, a disclosure above it on a
 * phone. A visitor sees the page alone, which asks them to log in.
 */
export function MemberLayout() {
  const session = useSession();
  const user = session.token ? session.user : null;
  return (
    <div className={user ? "area-shell" : "area-shell area-shell--bare"}>
      {user ? <MemberSideNav key={user.Id} user={user} /> : null}
      <div className="area-shell__page">
        <Outlet />
      </div>
    </div>
  );
}
