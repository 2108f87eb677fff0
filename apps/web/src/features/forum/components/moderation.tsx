import { FORUM_REASON_LIMITS, type ForumPostAction } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { ReasonDialog } from "../../../shared/ui/reason-dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useModerateForumComment, useModerateForumPost } from "../api/forum.ts";
import { forumRoutes } from "../manifest.ts";

/** The moderation reason's rule, loaded with the dialog's first check (ADR 0061). */
const loadReasonRule = () => import("../forum-schemas.ts").then((module) => module.forumReasonSchema);

type CommentAction = "hide" | "delete";
type AnyAction = ForumPostAction | CommentAction;

/** The button word of each moderation action, shared by the post page and the administration's lists. */
export function useActionLabel() {
  const { t } = useTranslation();
  return (action: AnyAction) => {
    switch (action) {
      case "hide":
        return t("forumAdmin.hide");
      case "unhide":
        return t("forumAdmin.unhide");
      case "lock":
        return t("forumAdmin.lock");
      case "unlock":
        return t("forumAdmin.unlock");
      case "delete":
        return t("forumAdmin.deletePost");
    }
  };
}

/**
 * A row of moderation buttons, each naming its target for screen readers ("Hide: comment by …"), and the
 * Dialog that asks for the reason. The Dialog returns focus to the button that opened it.
 */
function ModerationControls<A extends AnyAction>({
  actions,
  target,
  pending,
  onModerate,
}: {
  actions: readonly A[];
  /** What is moderated, in words: the post's title, or "comment by …". */
  target: string;
  pending: boolean;
  onModerate: (action: A, reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const label = useActionLabel();
  const [action, setAction] = useState<A | null>(null);
  return (
    <fieldset className="forum-moderation" aria-label={t("forum.moderateGroup", { target })}>
      <span className="forum-moderation__label muted" aria-hidden="true">
        {t("forum.moderate")}:
      </span>
      {actions.map((item) => (
        <Button
          key={item}
          size="sm"
          variant={item === "delete" ? "danger" : "ghost"}
          aria-label={t("forum.moderateAction", { action: label(item), target })}
          onClick={() => setAction(item)}
        >
          {label(item)}
        </Button>
      ))}
      <ReasonDialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={t("forumAdmin.reasonTitle", { title: target })}
        label={t("forumAdmin.reasonLabel")}
        hint={t("forum.reasonHint", { min: FORUM_REASON_LIMITS.min, max: FORUM_REASON_LIMITS.max })}
        rule={loadReasonRule}
        maxLength={FORUM_REASON_LIMITS.max}
        confirmLabel={action ? label(action) : t("forumAdmin.apply")}
        destructive={action === "delete"}
        busy={pending}
        onConfirm={async (reason) => {
          if (action) await onModerate(action, reason);
        }}
      />
    </fieldset>
  );
}

/**
 * The post's moderation: hide or unhide, lock or unlock, delete. Deleting takes the moderator back to /forum; a
 * post they hid stays readable to them here, to show it again.
 */
export function PostModeration({
  forumId,
  title,
  locked,
  hidden,
}: {
  forumId: number;
  title: string;
  locked: boolean;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const moderate = useModerateForumPost(forumId);
  const actions: ForumPostAction[] = [hidden ? "unhide" : "hide", locked ? "unlock" : "lock", "delete"];
  return (
    <ModerationControls
      actions={actions}
      target={title}
      pending={moderate.isPending}
      onModerate={(action, reason) =>
        moderate.mutateAsync(
          { action, reason },
          {
            onSuccess: (result) => {
              toast.success(result.Message);
              // A deleted post is gone (404), so go back to the list.
              if (action === "delete") navigate(forumRoutes.to("forum"));
            },
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        )
      }
    />
  );
}

const COMMENT_ACTIONS: readonly CommentAction[] = ["hide", "delete"];

/** A comment's or reply's moderation: hide (kept as "Comment deleted") or delete. */
export function CommentModeration({
  forumId,
  commentId,
  author,
  isReply,
}: {
  forumId: number;
  commentId: number;
  author: string;
  isReply: boolean;
}) {
  const { t } = useTranslation();
  const moderate = useModerateForumComment(forumId);
  return (
    <ModerationControls
      actions={COMMENT_ACTIONS}
      target={isReply ? t("forum.replyBy", { name: author }) : t("forum.commentBy", { name: author })}
      pending={moderate.isPending}
      onModerate={(action, reason) =>
        moderate.mutateAsync(
          { commentId, action, reason },
          {
            onSuccess: (result) => toast.success(result.Message),
            onError: (error) => toast.error(errorMessage(t, error)),
          },
        )
      }
    />
  );
}
