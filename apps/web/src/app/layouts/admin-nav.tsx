import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logOut } from "../../features/account/api/logout.ts";
import { Button, ButtonLink } from "../../shared/ui/button.tsx";
import { toast } from "../../shared/ui/toast/toast-store.ts";
import { routes } from "../paths.ts";
import { ADMIN_NAV } from "./admin-nav-sections.ts";
import { AreaNav } from "./area-nav.tsx";

/** The administration's navigation: every screen by group, the member area and Logout one click away. */
export function AdminNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onLogout = async () => {
    await logOut();
    toast.success(t("adminNav.loggedOut"));
    navigate(routes.home.pattern);
  };
  return (
    <AreaNav
      label={t("adminNav.label")}
      menuLabel={t("adminNav.menu")}
      groups={ADMIN_NAV.map((group) => ({
        id: group.id,
        heading: t(`adminNav.groups.${group.id}`),
        entries: group.entries.map((entry) => ({ to: entry.key, label: t(entry.label) })),
      }))}
      footer={
        <>
          <ButtonLink to={routes.profileMembershipOverview.pattern} variant="ghost" size="sm">
            {t("adminNav.memberArea")}
          </ButtonLink>
          <Button variant="secondary" size="sm" onClick={() => void onLogout()}>
            {t("adminNav.logout")}
          </Button>
        </>
      }
    />
  );
}
