import {
  type AddCategory,
  type AdminForumCategory,
  type EditCategory,
  FORUM_REASON_LIMITS,
  type ForumPostAction,
  type ForumSummary,
  type SuspendMember,
  type setModeratorSchema,
} from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormCheckbox, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { TranslatedLanguages, TranslationsEditor } from "../../../shared/translations/translations-editor.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { DataTable } from "../../../shared/ui/data-table.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { ReasonDialog } from "../../../shared/ui/reason-dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useForumList } from "../api/forum.ts";
import { useActionLabel } from "../components/moderation.tsx";
import { postPath } from "../components/post-row.tsx";
import {
  ADMIN_FORUM_POSTS,
  FIRST_FORUM_AUDIT_PAGE,
  FIRST_HIDDEN_POSTS_PAGE,
  useAdminCategories,
  useAuditLog,
  useHiddenPosts,
  useModeratePost,
  useModerationState,
  useSaveCategory,
  useSetModerator,
  useSuspend,
} from "./api.ts";
import "../components/forum.css";

/** The moderation reason's rule, loaded with the dialog's first check (ADR 0061). */
const loadReasonRule = () => import("../forum-schemas.ts").then((module) => module.forumReasonSchema);

function useToastOnResult() {
  const { t } = useTranslation();
  return {
    onSuccess: (result: { Message: string }) => toast.success(result.Message),
    onError: (error: unknown) => toast.error(errorMessage(t, error)),
  };
}

/** A board's fields as typed: the order is a number field's text until the schema coerces it. */
interface BoardValues {
  CategoryId: number;
  Name: string;
  Description: string;
  SortOrder: string;
  Archived: boolean;
}
const boardSchema = new LazySchema(() =>
  import("../forum-schemas.ts").then(
    (module) => module.editCategorySchema as unknown as z.ZodType<EditCategory, BoardValues>,
  ),
);

function BoardRow({ board }: { board: AdminForumCategory }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const handlers = useToastOnResult();
  const form = useZodForm(boardSchema, {
    defaultValues: {
      CategoryId: board.Id,
      Name: board.Name,
      Description: board.Description,
      SortOrder: String(board.SortOrder),
      Archived: board.Archived,
    },
  });
  const [translating, setTranslating] = useState(false);
  return (
    <li className="card">
      <Form form={form} className="forum-admin__board" onValid={(values) => save.mutate(values, handlers)}>
        <FormTextField control={form.control} name="Name" label={t("forumAdmin.boardName")} />
        <FormTextField control={form.control} name="SortOrder" label={t("forumAdmin.boardOrder")} type="number" />
        <FormCheckbox control={form.control} name="Archived" label={t("forumAdmin.boardArchived")} />
        <Button type="submit" size="sm" loading={save.isPending}>
          {t("forumAdmin.saveBoard")}
        </Button>
      </Form>
      <p className="forum-admin__board-languages">
        <TranslatedLanguages languages={board.Languages} />{" "}
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={translating}
          aria-label={`${t("translations.heading")}: ${board.Name}`}
          onClick={() => setTranslating(!translating)}
        >
          {t("translations.heading")}
        </Button>
      </p>
      {/* The board's name and description in the other languages, beside the English above (ADR 0097). */}
      {translating ? <TranslationsEditor kind="forumBoard" id={board.Id} /> : null}
    </li>
  );
}

/** A new board's fields; its place (after the last board) is worked out when it is sent. */
interface NewBoardValues {
  Name: string;
  Description: string;
}
const newBoardSchema = new LazySchema(() =>
  import("../forum-schemas.ts").then(
    (module) => module.addCategorySchema as unknown as z.ZodType<AddCategory, NewBoardValues>,
  ),
);
const NO_BOARD: NewBoardValues = { Name: "", Description: "" };

function Boards() {
  const { t } = useTranslation();
  const boards = useAdminCategories();
  const save = useSaveCategory();
  const handlers = useToastOnResult();
  const form = useZodForm(newBoardSchema, { defaultValues: NO_BOARD });
  return (
    <section aria-labelledby="forum-admin-boards">
      <h2 id="forum-admin-boards">{t("forumAdmin.boardsTitle")}</h2>
      <ul className="forum-admin__boards">
        {(boards.data ?? []).map((board) => (
          <BoardRow key={board.Id} board={board} />
        ))}
      </ul>
      <Form
        form={form}
        className="forum-admin__form"
        onValid={(values) =>
          save.mutate(
            { ...values, SortOrder: ((boards.data?.length ?? 0) + 1) * 10 },
            {
              ...handlers,
              onSuccess: (result) => {
                handlers.onSuccess(result);
                form.reset(NO_BOARD);
              },
            },
          )
        }
      >
        <h3>{t("forumAdmin.addBoardTitle")}</h3>
        <FormTextField control={form.control} name="Name" label={t("forumAdmin.boardName")} />
        <FormTextField control={form.control} name="Description" label={t("forumAdmin.boardDescription")} />
        <Button type="submit" loading={save.isPending}>
          {t("forumAdmin.addBoard")}
        </Button>
      </Form>
    </section>
  );
}

/** A post in one of the moderation lists; `IsHidden` comes with the hidden posts' list only. */
type ListedPost = ForumSummary & { IsHidden?: boolean };

/**
 * A list of posts, each with its moderation buttons, and the dialog asking the reason (told to the author) before
 * any of them is sent.
 */
function ModeratedPosts({
  posts,
  actionsOf,
}: {
  posts: readonly ListedPost[];
  actionsOf: (post: ListedPost) => ForumPostAction[];
}) {
  const { t } = useTranslation();
  const moderate = useModeratePost();
  const handlers = useToastOnResult();
  const [target, setTarget] = useState<{ post: ListedPost; action: ForumPostAction } | null>(null);
  const label = useActionLabel();
  return (
    <>
      <ul className="forum-admin__posts">
        {posts.map((post) => (
          <li key={post.Id}>
            <Link to={postPath(post.Id)} lang={post.Lang}>
              {post.Title}
            </Link>
            {post.IsHidden ? (
              <>
                {" "}
                <span className="forum-hidden-badge">{t("forumAdmin.hidden")}</span>
              </>
            ) : null}
            {post.IsLocked ? <span className="muted"> · {t("forumAdmin.locked")}</span> : null}
            <span className="forum-admin__actions">
              {actionsOf(post).map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={action === "delete" ? "danger" : "ghost"}
                  aria-label={`${label(action)}: ${post.Title}`}
                  onClick={() => setTarget({ post, action })}
                >
                  {label(action)}
                </Button>
              ))}
            </span>
          </li>
        ))}
      </ul>
      <ReasonDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t("forumAdmin.reasonTitle", { title: target?.post.Title ?? "" })}
        label={t("forumAdmin.reasonLabel")}
        rule={loadReasonRule}
        maxLength={FORUM_REASON_LIMITS.max}
        confirmLabel={target ? label(target.action) : t("forumAdmin.apply")}
        destructive={target?.action === "delete"}
        busy={moderate.isPending}
        onConfirm={(reason) =>
          target
            ? moderate.mutateAsync(
                { ForumId: target.post.Id, Action: target.action, Reason: reason },
                { onSuccess: handlers.onSuccess, onError: handlers.onError },
              )
            : Promise.resolve()
        }
      />
    </>
  );
}

function Posts() {
  const { t } = useTranslation();
  const posts = useForumList(ADMIN_FORUM_POSTS);
  return (
    <section aria-labelledby="forum-admin-posts">
      <h2 id="forum-admin-posts">{t("forumAdmin.postsTitle")}</h2>
      <ModeratedPosts
        posts={posts.data?.List ?? []}
        actionsOf={(post) => ["hide", post.IsLocked ? "unlock" : "lock", "delete"]}
      />
    </section>
  );
}

/** What moderators hid: the public lists leave it out, so this is where an administrator finds it to show again. */
function HiddenPosts() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_HIDDEN_POSTS_PAGE);
  const hidden = useHiddenPosts(page);
  const list = hidden.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((hidden.data?.TotalCount ?? 0) / (hidden.data?.PageSize ?? 20)));
  return (
    <section aria-labelledby="forum-admin-hidden">
      <h2 id="forum-admin-hidden">{t("forumAdmin.hiddenTitle")}</h2>
      {hidden.isSuccess && list.length === 0 ? <p className="muted">{t("forumAdmin.noHidden")}</p> : null}
      <ModeratedPosts posts={list} actionsOf={() => ["unhide", "delete"]} />
      <Pager page={page} pages={pages} label={t("forumAdmin.hiddenTitle")} onPage={setPage} />
    </section>
  );
}

interface ModeratorValues {
  MemberId: string;
  IsModerator: boolean;
}
const moderatorSchema = new LazySchema(() =>
  import("../forum-schemas.ts").then(
    (module) => module.setModeratorSchema as unknown as z.ZodType<z.output<typeof setModeratorSchema>, ModeratorValues>,
  ),
);

/** The suspension form as typed: the member's number and the last day are text until the schema reads them. */
interface SuspensionValues {
  MemberId: string;
  Until: string;
  Reason: string;
}
const suspensionSchema = new LazySchema(() =>
  import("../forum-schemas.ts").then(
    (module) => module.suspendMemberFormSchema as unknown as z.ZodType<SuspendMember, SuspensionValues>,
  ),
);

function People() {
  const { t } = useTranslation();
  const state = useModerationState();
  const setModerator = useSetModerator();
  const suspend = useSuspend();
  const handlers = useToastOnResult();
  const moderatorForm = useZodForm(moderatorSchema, { defaultValues: { MemberId: "", IsModerator: true } });
  const suspensionForm = useZodForm(suspensionSchema, { defaultValues: { MemberId: "", Until: "", Reason: "" } });
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
        <Form
          form={moderatorForm}
          className="forum-admin__form"
          onValid={(values) => setModerator.mutate(values, handlers)}
        >
          <FormTextField
            control={moderatorForm.control}
            name="MemberId"
            label={t("forumAdmin.memberIdLabel")}
            inputMode="numeric"
          />
          <Button type="submit">{t("forumAdmin.nameModerator")}</Button>
        </Form>
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
        <Form
          form={suspensionForm}
          className="forum-admin__form"
          onValid={(values) => suspend.mutate(values, handlers)}
        >
          <FormTextField
            control={suspensionForm.control}
            name="MemberId"
            label={t("forumAdmin.memberIdLabel")}
            inputMode="numeric"
          />
          <FormTextField control={suspensionForm.control} name="Until" label={t("forumAdmin.untilLabel")} type="date" />
          <FormTextField control={suspensionForm.control} name="Reason" label={t("forumAdmin.reasonLabel")} />
          <Button type="submit" loading={suspend.isPending}>
            {t("forumAdmin.suspend")}
          </Button>
        </Form>
      </section>
    </>
  );
}

/** "name-moderator" → "nameModerator": the audit log's action names as translation keys. */
const auditKey = (action: string) => action.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function AuditLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(FIRST_FORUM_AUDIT_PAGE);
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
          <HiddenPosts />
          <People />
          <AuditLog />
        </div>
      </AdminGate>
    </div>
  );
}
