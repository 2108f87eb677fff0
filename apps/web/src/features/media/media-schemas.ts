// The media forms' rules, loaded with a form's first check rather than with its screen (ADR 0061).
export { downloadDetailsSchema, mediaShelfSchema, videoDetailsSchema } from "@haa/domain";
