// The comment form's rule, loaded with its first check rather than with the article (ADR 0061).
export { blogCommentFormSchema, blogPostEditorSchema } from "@haa/domain";
