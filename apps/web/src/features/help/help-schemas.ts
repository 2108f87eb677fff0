// The help forms' rules, loaded with a form's first check rather than with its screen (ADR 0061).
export {
  helpArticleInputSchema,
  helpArticleTranslationInputSchema,
  helpTopicInputSchema,
  helpTopicTranslationInputSchema,
} from "@haa/domain";
