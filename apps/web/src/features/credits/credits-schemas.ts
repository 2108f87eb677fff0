// The credits forms' rules, loaded with a form's first check rather than with its screen (ADR 0061).
export { addCeAdjustmentSchema, addExamSchema, recordExamResultSchema, setCeCycleSchema } from "@haa/domain";
