// The invite form's rules (Coordinator/AddInstructorCoordinator), loaded with the form's first check rather than
// with the coordinators screen (ADR 0061).
export { inviteByEmailSchema, publishAgreementSchema } from "@haa/domain";
