// The location form's rules (AddLocation's body over the typed fields), loaded with the form's first check
// rather than with the locations screen (ADR 0061).
export { locationFormSchema } from "@haa/domain";
