// The forum forms' rules, loaded with the first check of a form rather than with the forum's screens (ADR 0061).
export {
  addCategorySchema,
  editCategorySchema,
  forumCommentFormSchema,
  forumDraftSchema,
  forumReasonSchema,
  setModeratorSchema,
  suspendMemberFormSchema,
} from "@haa/domain";
