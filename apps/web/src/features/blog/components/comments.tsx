import { BLOG_COMMENT_LIMITS, type BlogComment } from "@haa/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { firstProblems } from "../../../shared/forms/first-problems.ts";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useFocusBack } from "../../../shared/hooks/use-focus-back.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { ADMIN_ACCOUNT_TYPE, isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { TextArea } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { accountRoutes } from "../../account/manifest.ts";
import { useAddComment, useBlogComments, useDeleteComment, useEditComment } from "../api/comments.ts";
import { Avatar } from "./post-meta.tsx";

const commentSchema = new LazySchema(() => import("../blog-schemas.ts").then((module) => module.blogCommentFormSchema));

function CommentForm({
  label,
  initial = "",
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  opened = false,
}: {
  label: string;
  initial?: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Shown in place of the button that opened it (an edit): its box takes the focus when it appears. */
  opened?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (opened) box.current?.focus();
  }, [opened]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = (await firstProblems(commentSchema, { Comment: text })).Comment ?? null;
    setProblem(found);
    if (found) {
      box.current?.focus();
      return;
    }
    try {
      await onSubmit(text.trim());
      setText("");
      // The busy button lost the focus while the call ran: the emptied box takes it, the toast says it was posted.
      if (!opened) box.current?.focus();
    } catch {
      // The caller showed the server's message; the text stays for another try.
      box.current?.focus();
    }
  };
  return (
    <form className="blog-comment-form" onSubmit={submit} noValidate>
      <TextArea
        ref={box}
        label={label}
        value={text}
        rows={3}
        maxLength={BLOG_COMMENT_LIMITS.maxLength}
        hint={t("blog.commentHint", { max: numberFormat(i18n.language).format(BLOG_COMMENT_LIMITS.maxLength) })}
        error={problem ? t(problem as "blogForm.commentRequired") : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="blog-comment-form__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CommentItem({ blogId, comment, mayChange }: { blogId: number; comment: BlogComment; mayChange: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditComment(blogId);
  const remove = useDeleteComment(blogId);
  const name = comment.SubmittedBy || t("blogTeaser.formerMember");
  const headingId = useId();
  const editButtonId = useId();
  const focusEditButton = useFocusBack(editButtonId);
  const closeEditor = () => {
    setEditing(false);
    focusEditButton();
  };
  return (
    <li className="blog-comment" aria-labelledby={headingId}>
      <Avatar name={name} src={comment.SubmittedByProfileImage} />
      <div className="blog-comment__main">
        <p className="blog-comment__head">
          <strong id={headingId}>{t("blog.commentBy", { name })}</strong>
          <span className="muted">
            {" · "}
            <time dateTime={comment.CreatedDate}>{formatDate(comment.CreatedDate)}</time>
            {comment.IsEdited ? ` · ${t("blog.edited")}` : ""}
          </span>
        </p>
        {editing ? (
          <CommentForm
            label={t("blog.editComment")}
            initial={comment.Comment}
            submitLabel={t("blog.save")}
            pending={edit.isPending}
            opened
            onCancel={closeEditor}
            onSubmit={(text) =>
              edit.mutateAsync(
                { id: comment.Id, comment: text },
                {
                  onSuccess: (result) => {
                    toast.success(result.Message);
                    closeEditor();
                  },
                  onError: (error) => toast.error(errorMessage(t, error)),
                },
              )
            }
          />
        ) : (
          // Plain text, escaped by React: a comment never becomes markup.
          <p className="blog-comment__text">{comment.Comment}</p>
        )}
        {mayChange && !editing ? (
          <div className="blog-comment__actions">
            <Button
              id={editButtonId}
              size="sm"
              variant="ghost"
              onClick={() => setEditing(true)}
              aria-describedby={headingId}
            >
              {t("blog.edit")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
              {t("blog.delete")}
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("blog.deleteCommentTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              {t("common.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(comment.Id, {
                  onSuccess: (result) => toast.success(result.Message),
                  onError: (error) => toast.error(errorMessage(t, error)),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {t("blog.delete")}
            </Button>
          </>
        }
      >
        <p>{t("blog.deleteCommentText")}</p>
      </Dialog>
    </li>
  );
}

/** A post's comments: everyone reads them; members write, and change their own (administrators any). */
export function Comments({ blogId }: { blogId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const comments = useBlogComments(blogId);
  const add = useAddComment(blogId);
  const list = comments.data?.List ?? [];
  const user = isLoggedIn(session) ? session.user : null;
  const isAdmin = user?.AccountType === ADMIN_ACCOUNT_TYPE;

  return (
    <section className="blog-comments" aria-labelledby="blog-comments-title">
      <h2 id="blog-comments-title">{t("blog.comments", { count: comments.data?.TotalCount ?? 0 })}</h2>
      {comments.isError ? (
        <p role="alert">{errorMessage(t, comments.error)}</p>
      ) : comments.isPending ? (
        <p>{t("blog.loading")}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t("blog.noComments")}</p>
      ) : (
        <ol className="blog-comment-list">
          {list.map((comment) => (
            <CommentItem
              key={comment.Id}
              blogId={blogId}
              comment={comment}
              mayChange={Boolean(user && (isAdmin || user.Id === comment.UserId))}
            />
          ))}
        </ol>
      )}
      {user ? (
        <CommentForm
          label={t("blog.addComment")}
          submitLabel={t("blog.postComment")}
          pending={add.isPending}
          onSubmit={(text) =>
            add.mutateAsync(text, {
              onSuccess: (result) => toast.success(result.Message),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        />
      ) : (
        <div className="blog-login card">
          <p>{t("blog.loginToComment")}</p>
          <div className="blog-login__actions">
            <Button
              onClick={() => {
                rememberRedirectTarget(location.pathname + location.search);
                openLogin();
              }}
            >
              {t("blog.loginButton")}
            </Button>
            <Link to={accountRoutes.to("register")} className="ui-button ui-button--secondary ui-button--md">
              {t("blog.joinLink")}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
