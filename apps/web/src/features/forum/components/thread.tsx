import { FORUM_LIMITS, type ForumComment, type ForumReply } from "@haa/domain";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useFocusBack } from "../../../shared/hooks/use-focus-back.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { numberFormat } from "../../../shared/i18n/intl.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useAddComment, useAddReply, useDeleteComment, useEditReply, useForumComments } from "../api/forum.ts";

// Only moderators get the controls (and the dialog they open): everyone else never downloads them.
const CommentModeration = lazy(() =>
  import("./moderation.tsx").then((module) => ({ default: module.CommentModeration })),
);

interface CommentValues {
  Comment: string;
}
const commentSchema = new LazySchema<CommentValues, CommentValues>(() =>
  import("../forum-schemas.ts").then((module) => module.forumCommentFormSchema),
);

function TextForm({
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
  /**
   * Shown in place of the button that opened it (a reply, an edit): its box takes the focus when it appears, and
   * once sent the caller closes it and gives the focus back to that button.
   */
  opened?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const form = useZodForm(commentSchema, { defaultValues: { Comment: initial } });
  // Focused after the render that follows: a reset unregisters the field until it renders again.
  const [focusDue, setFocusDue] = useState(opened);
  const { setFocus } = form;
  useEffect(() => {
    if (!focusDue) return;
    setFocusDue(false);
    setFocus("Comment");
  }, [focusDue, setFocus]);
  // The busy submit button is disabled while the call runs, which takes the focus from it: the box gets it back.
  const submit = async ({ Comment }: CommentValues) => {
    try {
      await onSubmit(Comment);
      form.reset({ Comment: "" });
      // The new comment's box stays, empty, for the next one; the toast says it was posted.
      if (!opened) setFocusDue(true);
    } catch {
      // The caller showed the server's message; the text stays for another try.
      setFocusDue(true);
    }
  };
  return (
    <Form form={form} className="forum-comment-form" onValid={submit} onFocus={commentSchema.preload}>
      <FormTextArea
        control={form.control}
        name="Comment"
        label={label}
        rows={3}
        maxLength={FORUM_LIMITS.commentMax}
        hint={t("forum.commentHint", { max: numberFormat(i18n.language).format(FORUM_LIMITS.commentMax) })}
      />
      <div className="forum-comment-form__actions">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t("forumForm.cancel")}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** One comment or reply: its text as plain text (React escapes it), and edit/delete for its author. */
function Entry({
  forumId,
  entry,
  isReply,
  mine,
  canModerate,
}: {
  forumId: number;
  entry: ForumComment | ForumReply;
  isReply: boolean;
  mine: boolean;
  /** The reader is an administrator or a moderator (GetForumById's CanModerate). */
  canModerate: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditReply(forumId);
  const remove = useDeleteComment(forumId);
  const headingId = useId();
  const editButtonId = useId();
  const focusEditButton = useFocusBack(editButtonId);
  const closeEditor = () => {
    setEditing(false);
    focusEditButton();
  };
  const deleted = "IsDeleted" in entry && entry.IsDeleted;
  const name = entry.SubmittedBy || t("forumTeaser.formerMember");
  if (deleted) {
    return (
      <div className="forum-entry forum-entry--deleted">
        <p className="muted">
          <em>{t("forum.deletedComment")}</em>
        </p>
      </div>
    );
  }
  return (
    <div className="forum-entry">
      <p className="forum-entry__head">
        <strong id={headingId}>{name}</strong>
        <span className="muted">
          {" · "}
          <time dateTime={entry.CreatedDate}>{formatDate(entry.CreatedDate)}</time>
          {entry.IsEdited ? ` · ${t("forum.edited")}` : ""}
        </span>
      </p>
      {editing ? (
        <TextForm
          label={t("forum.edit")}
          initial={entry.Comment}
          submitLabel={t("forum.save")}
          pending={edit.isPending}
          opened
          onCancel={closeEditor}
          onSubmit={(text) =>
            edit.mutateAsync(
              { id: entry.Id, comment: text },
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
        <p className="forum-entry__text">{entry.Comment}</p>
      )}
      {mine && !editing ? (
        <div className="forum-entry__actions">
          <Button
            id={editButtonId}
            size="sm"
            variant="ghost"
            onClick={() => setEditing(true)}
            aria-describedby={headingId}
          >
            {t("forum.edit")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            {t("forum.delete")}
          </Button>
        </div>
      ) : null}
      {canModerate && !editing ? (
        <Suspense fallback={null}>
          <CommentModeration forumId={forumId} commentId={entry.Id} author={name} isReply={isReply} />
        </Suspense>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("forum.deleteTitle")}
        width={460}
        tone="error"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} data-autofocus>
              {t("forumForm.cancel")}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id: entry.Id, isReply },
                  {
                    onSuccess: (result) => toast.success(result.Message),
                    onError: (error) => toast.error(errorMessage(t, error)),
                    onSettled: () => setConfirming(false),
                  },
                )
              }
            >
              {t("forum.delete")}
            </Button>
          </>
        }
      >
        <p>{t("forum.deleteText")}</p>
      </Dialog>
    </div>
  );
}

function CommentItem({
  forumId,
  comment,
  userId,
  locked,
  canModerate,
}: {
  forumId: number;
  comment: ForumComment;
  userId: number;
  locked: boolean;
  canModerate: boolean;
}) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const reply = useAddReply(forumId);
  const name = comment.SubmittedBy || t("forumTeaser.formerMember");
  const replyButtonId = useId();
  const focusReplyButton = useFocusBack(replyButtonId);
  const closeReply = () => {
    setReplying(false);
    focusReplyButton();
  };
  return (
    <li className="forum-comment">
      <Entry
        forumId={forumId}
        entry={comment}
        isReply={false}
        mine={comment.UserId === userId}
        canModerate={canModerate}
      />
      {comment.Replies.length > 0 ? (
        <ol className="forum-replies" aria-label={t("forum.repliesLabel", { name })}>
          {comment.Replies.map((item) => (
            <li key={item.Id}>
              <Entry forumId={forumId} entry={item} isReply mine={item.UserId === userId} canModerate={canModerate} />
            </li>
          ))}
        </ol>
      ) : null}
      {!comment.IsDeleted && !locked ? (
        replying ? (
          <TextForm
            label={t("forum.replyLabel", { name })}
            submitLabel={t("forum.postReply")}
            pending={reply.isPending}
            opened
            onCancel={closeReply}
            onSubmit={(text) =>
              reply.mutateAsync(
                { commentId: comment.Id, comment: text },
                {
                  onSuccess: (result) => {
                    toast.success(result.Message);
                    // The new reply shows above the Reply button, which gets the focus back.
                    closeReply();
                  },
                  onError: (error) => toast.error(errorMessage(t, error)),
                },
              )
            }
          />
        ) : (
          <Button id={replyButtonId} size="sm" variant="ghost" onClick={() => setReplying(true)}>
            {t("forum.reply")}
          </Button>
        )
      ) : null}
    </li>
  );
}

/**
 * A post's comments with their replies, in thread order, and the comment form (members only). Moderators and
 * administrators (`canModerate`) also get hide and delete on every comment and reply. A hidden post (only they
 * see it) takes no new comments, as the server refuses them.
 */
export function Thread({
  forumId,
  userId,
  commentCount,
  locked,
  hidden = false,
  canModerate = false,
}: {
  forumId: number;
  userId: number;
  /**
   * The post's CommentCount, the number the lists show (comments and replies): the thread's own TotalCount counts
   * its pages of top-level comments only.
   */
  commentCount: number;
  locked: boolean;
  hidden?: boolean;
  canModerate?: boolean;
}) {
  const { t } = useTranslation();
  const comments = useForumComments(forumId, true);
  const add = useAddComment(forumId);
  const list = comments.data?.List ?? [];
  const closed = locked || hidden;
  return (
    <section className="forum-thread" aria-labelledby="forum-thread-title">
      <h2 id="forum-thread-title">{t("forum.commentsTitle", { count: commentCount })}</h2>
      {comments.isError ? (
        <p role="alert">{errorMessage(t, comments.error)}</p>
      ) : comments.isPending ? (
        <p>{t("forum.loading")}</p>
      ) : list.length === 0 ? (
        <p className="muted">{t("forum.noComments")}</p>
      ) : (
        <ol className="forum-comments">
          {list.map((comment) => (
            <CommentItem
              key={comment.Id}
              forumId={forumId}
              comment={comment}
              userId={userId}
              locked={closed}
              canModerate={canModerate}
            />
          ))}
        </ol>
      )}
      {locked ? (
        <p className="muted" role="note">
          {t("forum.locked")}
        </p>
      ) : hidden ? null : (
        <TextForm
          label={t("forum.addComment")}
          submitLabel={t("forum.postComment")}
          pending={add.isPending}
          onSubmit={(text) =>
            add.mutateAsync(text, {
              onSuccess: (result) => toast.success(result.Message),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        />
      )}
    </section>
  );
}
