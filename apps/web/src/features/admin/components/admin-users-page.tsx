import { ADMIN_LOCK_REASON_LIMITS, adminLockReasonSchema, findLevel } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { ADMIN_ACCOUNT_TYPE, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { ReasonDialog } from "../../../shared/ui/reason-dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useDeleteUser } from "../api/delete-user.ts";
import { ADMIN_USERS_PAGE_SIZE, type AdminUser, useUsers } from "../api/get-users.ts";
import { useLockUser } from "../api/lock-user.ts";
import { useUnlockUser } from "../api/unlock-user.ts";
import "./admin.css";

function usePlanName() {
  const { t } = useTranslation();
  return (membershipId: number | null) => {
    const level = membershipId === null ? undefined : findLevel(membershipId);
    return level ? t(`plans.${level.name}.name`) : "—";
  };
}

type Envelope = { Message: string };
type Handlers = { onSuccess: (result: Envelope) => void; onError: (error: Error) => void };

/** Confirms a lock and asks why: the reason goes with the lock and shows in the list until the unlock. */
function LockDialog({ user, onClose, handlers }: { user: AdminUser | null; onClose: () => void; handlers: Handlers }) {
  const { t } = useTranslation();
  const lock = useLockUser();
  return (
    <ReasonDialog
      open={user !== null}
      onClose={onClose}
      title={t("admin.lockTitle")}
      description={t("admin.lockText", { email: user?.Email ?? "" })}
      label={t("admin.lockReason")}
      hint={t("admin.lockReasonHint", { min: ADMIN_LOCK_REASON_LIMITS.min, max: ADMIN_LOCK_REASON_LIMITS.max })}
      rule={adminLockReasonSchema}
      maxLength={ADMIN_LOCK_REASON_LIMITS.max}
      confirmLabel={t("admin.lockConfirm")}
      destructive
      busy={lock.isPending}
      onConfirm={async (reason) => {
        if (user) await lock.mutateAsync({ userId: user.Id, reason }, handlers);
      }}
    />
  );
}

function UsersTable() {
  const { t } = useTranslation();
  const session = useSession();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toLock, setToLock] = useState<AdminUser | null>(null);
  const users = useUsers({ page, pageSize: ADMIN_USERS_PAGE_SIZE, search });
  const unlock = useUnlockUser();
  const remove = useDeleteUser();

  const handlers: Handlers = {
    onSuccess: (result: Envelope) => toast.success(result.Message || t("common.ok")),
    onError: (error: Error) => toast.error(errorMessage(t, error)),
  };

  const total = users.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
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

      <DataTable
        caption={t("admin.caption", { total })}
        columns={[
          t("admin.name"),
          t("admin.email"),
          t("admin.plan"),
          t("admin.status"),
          t("admin.created"),
          t("admin.actions"),
        ]}
        pending={users.isPending}
        busy={users.isFetching}
        empty={t("admin.empty")}
        isEmpty={list.length === 0}
        minWidth="52rem"
      >
        {list.map((user) => {
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
                {user.IsLocked ? (
                  <p className="admin-lock-note">
                    {user.LockReason ? <span>{t("admin.lockedNote", { reason: user.LockReason })} </span> : null}
                    {user.LockedAt ? (
                      <time className="muted" dateTime={user.LockedAt}>
                        {t("admin.lockedSince", { date: formatDate(user.LockedAt) ?? "" })}
                      </time>
                    ) : null}
                  </p>
                ) : null}
              </td>
              <td>{formatDate(user.CreatedAt) ?? "—"}</td>
              <td>
                {user.Id === selfId ? (
                  <span className="muted">{t("admin.you")}</span>
                ) : (
                  <div className="ui-table-actions">
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
                        onClick={() => setToLock(user)}
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
        })}
      </DataTable>

      <Pager page={page} pages={pages} label={t("admin.pagination")} onPage={setPage} />

      <LockDialog user={toLock} onClose={() => setToLock(null)} handlers={handlers} />

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
