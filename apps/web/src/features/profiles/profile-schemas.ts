// The profile forms' rules (the contract's own), loaded with a form's first check rather than with the member
// screens (ADR 0061).
export { updateAccountSettingSchema, updateProfileSchema } from "@haa/domain";
