// The seminar forms' rules, loaded with the first focus or check of a form rather than with the member's screens (ADR 0061).
export { addStudentsFormSchema, emailStudentsSchema, seminarInputSchema } from "@haa/domain";
