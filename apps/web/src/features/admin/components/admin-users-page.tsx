import { findLevel } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDeleteUser } from "../api/delete-user.ts";
import { type AdminUser, useUsers } from "../api/get-users.ts";
import { useLockUser } from "../api/lock-user.ts";
import { useUnlockUser } from "../api/unlock-user.ts";
import "./admin.css";

const PAGE_SIZE = 20;

function usePlanName() {
  const { t } = useTranslation();
  return (membershipId: number | null) => {
    const level = membershipId === null ? undefined : findLevel(membershipId);
    return level ? t(`plans.${level.name}.name`) : "—";
  };
}

type Envelope = { Message: string };

function UsersTable() {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const users = useUsers({ page, pageSize: PAGE_SIZE, search });
  const lock = useLockUser();
  const unlock = useUnlockUser();
  const remove = useDeleteUser();

  const handlers = {
    onSuccess: (result: Envelope) => toast.success(result.Message || t("common.ok")),
    onError: (error: Error) => toast.error(errorMessage(t, error)),
  };

  const total = users.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const list = users.data?.List ?? [];
  const selfId = session.user?.Id;
  const planName = usePlanName();

  return (
    <>
      <search>
        <form
          className="admin-search"
          onSubmit={(event) => {
            event.preventDefault();
            setPage(1);
            setSearch(query.trim());
          }}
        >
          <TextField
            label={t("admin.search")}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("admin.searchPlaceholder")}
          />
          <Button type="submit">{t("admin.searchButton")}</Button>
        </form>
      </search>

      {users.isError ? (
        <p role="alert" className="admin-error">
          {errorMessage(t, users.error)}
        </p>
      ) : null}

      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="admin-table-scroll" aria-labelledby="admin-users-caption" tabIndex={0}>
        <table className="admin-table" aria-busy={users.isFetching || undefined}>
          <caption id="admin-users-caption">{t("admin.caption", { total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.name")}</th>
              <th scope="col">{t("admin.email")}</th>
              <th scope="col">{t("admin.plan")}</th>
              <th scope="col">{t("admin.status")}</th>
              <th scope="col">{t("admin.created")}</th>
              <th scope="col">{t("admin.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {users.isPending ? (
              <tr>
                <td colSpan={6}>{t("admin.loading")}</td>
              </tr>
            ) : list.length === 0 ? (
              <tr>
                <td colSpan={6}>{t("admin.empty")}</td>
              </tr>
            ) : (
              list.map((user) => {
                const name = `${user.FirstName} ${user.LastName}`.trim() || user.Email;
                return (
                  <tr key={user.Id}>
                    <th scope="row">
                      {name}
                      {user.AccountType === ADMIN_ACCOUNT_TYPE ? (
                        <span className="tag tag--admin">{t("admin.adminTag")}</span>
                      ) : null}
                    </th>
                    <td>{user.Email}</td>
                    <td>{planName(user.MembershipId)}</td>
                    <td>
                      <span className={`tag ${user.IsLocked ? "tag--locked" : "tag--active"}`}>
                        {user.IsLocked ? t("admin.locked") : t("admin.active")}
                      </span>
                      {user.IsConfirmed ? null : <span className="tag">{t("admin.unconfirmed")}</span>}
                    </td>
                    <td>{formatDate(user.CreatedAt) ?? "—"}</td>
                    <td>
                      {user.Id === selfId ? (
                        <span className="muted">{t("admin.you")}</span>
                      ) : (
                        <div className="admin-actions">
                          {user.IsLocked ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={t("admin.unlockUser", { name })}
                              onClick={() => unlock.mutate(user.Id, handlers)}
                            >
                              {t("admin.unlock")}
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={t("admin.lockUser", { name })}
                              onClick={() => lock.mutate(user.Id, handlers)}
                            >
                              {t("admin.lock")}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="ghost"
                            className="admin-delete"
                            aria-label={t("admin.deleteUser", { name })}
                            onClick={() => setToDelete(user)}
                          >
                            {t("admin.delete")}
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </section>

      <nav className="pager" aria-label={t("admin.pagination")}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t("admin.previous")}
        </Button>
        <span>{t("admin.pageOf", { page, pages })}</span>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t("admin.next")}
        </Button>
      </nav>

      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t("admin.deleteTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} data-autofocus>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (!toDelete) return;
                remove.mutate(toDelete.Id, {
                  ...handlers,
                  onSettled: () => setToDelete(null),
                });
              }}
            >
              {t("admin.deleteConfirm")}
            </Button>
          </>
        }
      >
        <p>{t("admin.deleteText", { email: toDelete?.Email ?? "" })}</p>
      </Dialog>
    </>
  );
}

/** User administration (AccountType 99 only): search, lock, unlock, delete. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("admin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("admin.eyebrow")}</span>
        <h1>{t("admin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("admin.forbiddenTitle")}
        forbiddenText={t("admin.forbiddenText")}
        loginText={t("admin.loginText")}
      >
        <UsersTable />
      </AdminGate>
    </div>
  );
}
