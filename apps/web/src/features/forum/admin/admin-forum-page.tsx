import type { AdminForumCategory, ForumSummary } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Checkbox, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useForumList } from "../api/forum.ts";
import { postPath } from "../components/post-row.tsx";
import {
  useAdminCategories,
  useAuditLog,
  useModeratePost,
  useModerationState,
  useSaveCategory,
  useSetModerator,
  useSuspend,
} from "./api.ts";
import "../components/forum.css";

function useToastOnResult() {
  const { t } = useTranslation();
  return {
    onSuccess: (result: { Message: string }) => toast.success(result.Message),
    onError: (error: unknown) => toast.error(errorMessage(t, error)),
  };
}

function BoardRow({ board }: { board: AdminForumCategory }) {
  const { t } = useTranslation();
  const [name, setName] = useState(board.Name);
  const [order, setOrder] = useState(String(board.SortOrder));
  const [archived, setArchived] = useState(board.Archived);
  const save = useSaveCategory();
  const handlers = useToastOnResult();
  return (
    <li className="forum-admin__board card">
      <TextField label={t("forumAdmin.boardName")} value={name} onChange={(e) => setName(e.target.value)} />
      <TextField
        label={t("forumAdmin.boardOrder")}
        type="number"
        value={order}
        onChange={(e) => setOrder(e.target.value)}
      />
      <Checkbox
        label={t("forumAdmin.boardArchived")}
        checked={archived}
        onChange={(e) => setArchived(e.target.checked)}
      />
      <Button
        size="sm"
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            {
              CategoryId: board.Id,
              Name: name,
              Description: board.Description,
              SortOrder: Number(order) || 0,
              Archived: archived,
            },
            handlers,
          )
        }
      >
        {t("forumAdmin.saveBoard")}
      </Button>
    </li>
  );
}

function Boards() {
  const { t } = useTranslation();
  const boards = useAdminCategories();
  const save = useSaveCategory();
  const handlers = useToastOnResult();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  return (
    <section aria-labelledby="forum-admin-boards">
      <h2 id="forum-admin-boards">{t("forumAdmin.boardsTitle")}</h2>
      <ul className="forum-admin__boards">
        {(boards.data ?? []).map((board) => (
          <BoardRow key={board.Id} board={board} />
        ))}
      </ul>
      <form
        className="forum-admin__form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate(
            { Name: name, Description: description, SortOrder: ((boards.data?.length ?? 0) + 1) * 10 },
            {
              ...handlers,
              onSuccess: (result) => {
                handlers.onSuccess(result);
                setName("");
                setDescription("");
              },
            },
          );
        }}
      >
        <h3>{t("forumAdmin.addBoardTitle")}</h3>
        <TextField label={t("forumAdmin.boardName")} value={name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t("forumAdmin.boardDescription")}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <Button type="submit" loading={save.isPending}>
          {t("forumAdmin.addBoard")}
        </Button>
      </form>
    </section>
  );
}

type PostAction = "hide" | "lock" | "unlock" | "delete";

function Posts() {
  const { t } = useTranslation();
  const posts = useForumList({ page: 1, pageSize: 20, search: "", categoryId: null, filter: "all", userId: null });
  const moderate = useModeratePost();
  const handlers = useToastOnResult();
  const [target, setTarget] = useState<{ post: ForumSummary; action: PostAction } | null>(null);
  const [reason, setReason] = useState("");
  const label = (action: PostAction) =>
    action === "hide"
      ? t("forumAdmin.hide")
      : action === "lock"
        ? t("forumAdmin.lock")
        : action === "unlock"
          ? t("forumAdmin.unlock")
          : t("forumAdmin.deletePost");
  return (
    <section aria-labelledby="forum-admin-posts">
      <h2 id="forum-admin-posts">{t("forumAdmin.postsTitle")}</h2>
      <ul className="forum-admin__posts">
        {(posts.data?.List ?? []).map((post) => (
          <li key={post.Id}>
            <Link to={postPath(post.Id)}>{post.Title}</Link>
            {post.IsLocked ? <span className="muted"> · {t("forumAdmin.locked")}</span> : null}
            <span className="forum-admin__actions">
              {(["hide", post.IsLocked ? "unlock" : "lock", "delete"] as PostAction[]).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === "delete" ? "danger" : "ghost"}
                  aria-label={`${label(action)}: ${post.Title}`}
                  onClick={() => {
                    setReason("");
                    setTarget({ post, action });
                  }}
                >
                  {label(action)}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <Dialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t("forumAdmin.reasonTitle", { title: target?.post.Title ?? "" })}
        width={500}
        footer={
          <>
            <Button variant="secondary" onClick={() => setTarget(null)}>
              {t("forumForm.cancel")}
            </Button>
            <Button
              loading={moderate.isPending}
              onClick={() =>
                target &&
                moderate.mutate(
                  { ForumId: target.post.Id, Action: target.action, Reason: reason },
                  {
                    ...handlers,
                    onSuccess: (result) => {
                      handlers.onSuccess(result);
                      setTarget(null);
                    },
                  },
                )
              }
            >
              {target ? label(target.action) : t("forumAdmin.apply")}
            </Button>
          </>
        }
      >
        <TextField
          label={t("forumAdmin.reasonLabel")}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-autofocus
        />
      </Dialog>
    </section>
  );
}

function People() {
  const { t } = useTranslation();
  const state = useModerationState();
  const setModerator = useSetModerator();
  const suspend = useSuspend();
  const handlers = useToastOnResult();
  const [moderatorId, setModeratorId] = useState("");
  const [memberId, setMemberId] = useState("");
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  return (
    <>
      <section aria-labelledby="forum-admin-moderators">
        <h2 id="forum-admin-moderators">{t("forumAdmin.moderatorsTitle")}</h2>
        {(state.data?.Moderators.length ?? 0) === 0 ? <p className="muted">{t("forumAdmin.noModerators")}</p> : null}
        <ul>
          {(state.data?.Moderators ?? []).map((m) => (
            <li key={m.MemberId}>
              {m.Name} ({m.Email}){" "}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t("forumAdmin.unname")}: ${m.Name}`}
                onClick={() => setModerator.mutate({ MemberId: m.MemberId, IsModerator: false }, handlers)}
              >
                {t("forumAdmin.unname")}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="forum-admin__form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            setModerator.mutate({ MemberId: Number(moderatorId), IsModerator: true }, handlers);
          }}
        >
          <TextField
            label={t("forumAdmin.memberIdLabel")}
            inputMode="numeric"
            value={moderatorId}
            onChange={(e) => setModeratorId(e.target.value)}
          />
          <Button type="submit">{t("forumAdmin.nameModerator")}</Button>
        </form>
      </section>
      <section aria-labelledby="forum-admin-suspensions">
        <h2 id="forum-admin-suspensions">{t("forumAdmin.suspensionsTitle")}</h2>
        {(state.data?.Suspensions.length ?? 0) === 0 ? <p className="muted">{t("forumAdmin.noSuspensions")}</p> : null}
        <ul>
          {(state.data?.Suspensions ?? []).map((s) => (
            <li key={s.MemberId}>
              {s.Name} ({s.Email}) · {t("forumAdmin.untilLabel")} {formatDate(s.Until)} · {s.Reason}{" "}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${t("forumAdmin.lift")}: ${s.Name}`}
                onClick={() =>
                  suspend.mutate({ MemberId: s.MemberId, Until: null, Reason: t("forumAdmin.liftReason") }, handlers)
                }
              >
                {t("forumAdmin.lift")}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="forum-admin__form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            suspend.mutate(
              {
                MemberId: Number(memberId),
                Until: until ? new Date(`${until}T23:59:59Z`).toISOString() : null,
                Reason: reason,
              },
              handlers,
            );
          }}
        >
          <TextField
            label={t("forumAdmin.memberIdLabel")}
            inputMode="numeric"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value)}
          />
          <TextField
            label={t("forumAdmin.untilLabel")}
            type="date"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
          <TextField label={t("forumAdmin.reasonLabel")} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" loading={suspend.isPending}>
            {t("forumAdmin.suspend")}
          </Button>
        </form>
      </section>
    </>
  );
}

/** "name-moderator" → "nameModerator": the audit log's action names as translation keys. */
const auditKey = (action: string) => action.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function AuditLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const pages = Math.max(1, Math.ceil((log.data?.TotalCount ?? 0) / (log.data?.PageSize ?? 20)));
  return (
    <section aria-labelledby="forum-admin-audit">
      <h2 id="forum-admin-audit">{t("forumAdmin.auditTitle")}</h2>
      <DataTable
        caption={t("forumAdmin.auditCaption")}
        columns={[
          t("forumAdmin.auditWhen"),
          t("forumAdmin.auditWho"),
          t("forumAdmin.auditWhat"),
          t("forumAdmin.auditTarget"),
          t("forumAdmin.auditReason"),
        ]}
        pending={log.isPending}
        busy={log.isFetching}
        empty={t("forumAdmin.noAudit")}
        isEmpty={(log.data?.List.length ?? 0) === 0}
      >
        {log.data?.List.map((entry) => (
          <tr key={entry.Id}>
            <td>
              <time dateTime={entry.CreatedDate}>{formatDate(entry.CreatedDate)}</time>
            </td>
            <td>{entry.ActorName}</td>
            <td>{t(`forumAdmin.auditAction.${auditKey(entry.Action)}`, { defaultValue: entry.Action })}</td>
            <td>
              {t(`forumAdmin.auditTargetType.${entry.TargetType}`, { defaultValue: entry.TargetType })} #
              {entry.TargetId} {entry.TargetLabel}
            </td>
            <td>{entry.Reason}</td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pages={pages} label={t("forumAdmin.auditTitle")} onPage={setPage} />
    </section>
  );
}

/** /admin/forum: boards, post moderation, moderators, suspensions and the audit log (ADR 0026). */
export function AdminForumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("forumAdmin.title"));
  return (
    <div className="container page forum forum-admin">
      <header className="page-header">
        <h1>{t("forumAdmin.title")}</h1>
        <p className="muted">{t("forumAdmin.lead")}</p>
      </header>
      <AdminGate
        forbiddenTitle={t("forumAdmin.forbiddenTitle")}
        forbiddenText={t("forumAdmin.forbiddenText")}
        loginText={t("forumAdmin.loginText")}
      >
        <div className="forum-admin__grid">
          <Boards />
          <Posts />
          <People />
          <AuditLog />
        </div>
      </AdminGate>
    </div>
  );
}
