// The forum forms' rules, loaded with the first check of a form rather than with the forum's screens (ADR 0061).
export { forumCommentFormSchema, forumDraftSchema } from "@haa/domain";
