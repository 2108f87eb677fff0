import { z } from "zod";
import { isoDateTimeSchema } from "../shared/envelope.ts";
import { flagSchema, requiredFlag } from "../shared/flag.ts";
import { listDataSchema, listQuerySchema } from "../shared/list.ts";
import { AGREEMENT_BODY_MAX, AGREEMENT_BODY_MIN, AGREEMENT_TITLE_MAX, COORDINATOR_MESSAGE_MAX } from "./rules.ts";

/**
 * Instructors and their coordinators (spec 001 §7 `User/…InstructorCoordinator`, `Coordinator/…`; the rules
 * beyond the call names are ours, ADR 0046). Validation messages are i18n keys under `coordinator.`
 * (namespace `coordinators`); server answers under `coordinatorMessages.` (namespace `server`).
 */

/** Invitations one instructor may send in any 24 hours (ADR 0046): each one is a mail to a stranger. */
export const COORDINATOR_INVITES_PER_DAY = 10;
/** An invitation link stays usable this long; the instructor can invite again afterwards. */
export const COORDINATOR_INVITE_TTL_DAYS = 14;

/**
 * What a link between an instructor and a coordinator is now. Stored: pending / accepted / rejected and an
 * archive time; derived: an accepted coordinator who has not accepted the current agreement version is
 * `AwaitingAgreement` and coordinates nothing until they do.
 */
export const LINK_STATUSES = ["Pending", "Rejected", "AwaitingAgreement", "Active", "Archived"] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export type StoredLinkStatus = "pending" | "accepted" | "rejected";

export function linkStatus(
  row: { status: StoredLinkStatus; archivedAt: Date | null },
  acceptedCurrentAgreement: boolean,
): LinkStatus {
  if (row.archivedAt) return "Archived";
  if (row.status === "pending") return "Pending";
  if (row.status === "rejected") return "Rejected";
  return acceptedCurrentAgreement ? "Active" : "AwaitingAgreement";
}

/** Who the caller is to one link: its instructor, its coordinator (or the invitee), an administrator, nobody. */
export type LinkRole = "instructor" | "coordinator" | "admin" | "other";
export type LinkAction = "read" | "respond" | "updatePreferences" | "remove" | "unarchive";

export interface Refusal {
  status: 403 | 409;
  key: string;
}

const WHO: Record<LinkAction, readonly LinkRole[]> = {
  read: ["instructor", "coordinator", "admin"],
  // Only the invitee answers an invitation; an administrator never accepts on someone's behalf.
  respond: ["coordinator"],
  // Preferences are the instructor's delegation: what the coordinator may do for them.
  updatePreferences: ["instructor", "admin"],
  remove: ["instructor", "coordinator", "admin"],
  unarchive: ["instructor", "coordinator", "admin"],
};

const WHEN: Record<LinkAction, readonly LinkStatus[]> = {
  read: LINK_STATUSES,
  respond: ["Pending"],
  updatePreferences: ["Pending", "AwaitingAgreement", "Active"],
  remove: LINK_STATUSES,
  unarchive: ["Archived"],
};

const STATE_MESSAGE: Record<LinkAction, string> = {
  read: "coordinatorMessages.notAllowed",
  respond: "coordinatorMessages.notPending",
  updatePreferences: "coordinatorMessages.notEditable",
  remove: "coordinatorMessages.notAllowed",
  unarchive: "coordinatorMessages.notArchived",
};

/** Why `role` may not do `action` on a link in `status` (403 not a party to it, 409 wrong state), or null. */
export function linkActionRefusal(status: LinkStatus, action: LinkAction, role: LinkRole): Refusal | null {
  if (!WHO[action].includes(role)) return { status: 403, key: "coordinatorMessages.notAllowed" };
  if (!WHEN[action].includes(status)) return { status: 409, key: STATE_MESSAGE[action] };
  return null;
}

/**
 * `Coordinator/RemoveInstructorCoordinator`: a link that never became a working relationship (pending,
 * rejected) or one already archived is deleted; a working one (awaiting agreement, active) is archived, so
 * its history stays and either side can bring it back.
 */
export function removeOutcome(status: LinkStatus): "delete" | "archive" {
  return status === "Active" || status === "AwaitingAgreement" ? "archive" : "delete";
}

/** The daily invitation quota of an instructor, from the send times of their recent invitations. */
export function inviteQuota(recent: readonly Date[], now: Date): { allowed: boolean; retryAfterSeconds: number } {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const inWindow = recent
    .filter((at) => now.getTime() - at.getTime() < DAY_MS)
    .sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < COORDINATOR_INVITES_PER_DAY) return { allowed: true, retryAfterSeconds: 0 };
  const oldest = inWindow[inWindow.length - COORDINATOR_INVITES_PER_DAY] ?? now;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000)),
  };
}

// ---- Requests ----

const idSchema = z.coerce
  .number({ error: "coordinator.idInvalid" })
  .int("coordinator.idInvalid")
  .positive("coordinator.idInvalid")
  .max(2_147_483_647, "coordinator.idInvalid");

const optionalFlag = (fallback: boolean) => flagSchema.nullish().transform((v) => v ?? fallback);

/**
 * What a coordinator may do, as `User/AddInstructorCoordinator` reads it: a missing flag takes the default the
 * invite form shows (`DEFAULT_COORDINATOR_PREFERENCES`).
 */
export const coordinatorPreferencesSchema = z.object({
  /** May add and edit the instructor's seminars (the seminar's coordinator). */
  CanManageSeminars: optionalFlag(true),
  /** May read the instructor's venues. */
  CanManageLocations: optionalFlag(true),
  /** Receives copies of the mails the instructor's students send. */
  ReceivesStudentMails: optionalFlag(false),
});
export type CoordinatorPreferences = z.output<typeof coordinatorPreferencesSchema>;

/**
 * The same flags where a missing one would silently grant or take away a permission (the Coordinator/ calls the
 * instructor's screens send): each must be sent, true or false.
 */
const requiredPreferencesSchema = z.object({
  CanManageSeminars: requiredFlag("coordinator.preferenceRequired"),
  CanManageLocations: requiredFlag("coordinator.preferenceRequired"),
  ReceivesStudentMails: requiredFlag("coordinator.preferenceRequired"),
});

const messageSchema = z
  .string()
  .trim()
  .max(COORDINATOR_MESSAGE_MAX, "coordinator.messageMax")
  .optional()
  .transform((value) => (value ? value : undefined));

/** `Coordinator/AddInstructorCoordinator`: the instructor invites anyone by e-mail from the coordinators screen. */
export const inviteByEmailSchema = requiredPreferencesSchema.extend({
  Email: z
    .string({ error: "coordinator.emailRequired" })
    .trim()
    .min(1, "coordinator.emailRequired")
    .max(254, "coordinator.emailInvalid")
    .pipe(z.email("coordinator.emailInvalid"))
    .transform((value) => value.toLowerCase()),
  Message: messageSchema,
});
export type InviteByEmailForm = z.input<typeof inviteByEmailSchema>;
export type InviteByEmail = z.output<typeof inviteByEmailSchema>;

/**
 * `User/AddInstructorCoordinator`: an existing member (CoordinatorId) is invited for the instructor named by
 * InstructorId: the instructor themself, or an administrator setting up a link on an instructor's behalf.
 */
export const inviteMemberSchema = coordinatorPreferencesSchema.extend({
  InstructorId: idSchema,
  CoordinatorId: idSchema,
  Message: messageSchema,
});
export type InviteMember = z.output<typeof inviteMemberSchema>;

/** `User/AcceptRejectInstructorCoordinator`: by the mail's Token, or by Id from the member's invitation list. */
export const respondInvitationSchema = z
  .object({
    Id: idSchema.optional(),
    Token: z.string().trim().max(200, "coordinator.tokenInvalid").optional(),
    IsAccepted: z.preprocess((v) => v ?? undefined, requiredFlag("coordinator.answerRequired")),
  })
  .refine((value) => value.Id !== undefined || (value.Token !== undefined && value.Token !== ""), {
    message: "coordinator.tokenInvalid",
    path: ["Token"],
  });
export type RespondInvitation = z.output<typeof respondInvitationSchema>;

export const linkIdQuerySchema = z.object({ Id: idSchema });
export const coordinatorIdQuerySchema = z.object({ coordinatorId: idSchema });

export const updatePreferenceSchema = requiredPreferencesSchema.extend({ Id: idSchema });
export type UpdatePreference = z.output<typeof updatePreferenceSchema>;

export const acceptAgreementSchema = z.object({
  /** The version the member read: accepting an outdated text is refused (409), they must read the new one. */
  Version: z.coerce.number({ error: "coordinator.versionInvalid" }).int().positive("coordinator.versionInvalid"),
});

export const publishAgreementSchema = z.object({
  Title: z
    .string({ error: "coordinator.titleRequired" })
    .trim()
    .min(1, "coordinator.titleRequired")
    .max(AGREEMENT_TITLE_MAX, "coordinator.titleMax"),
  Body: z
    .string({ error: "coordinator.bodyRequired" })
    .trim()
    .min(AGREEMENT_BODY_MIN, "coordinator.bodyMin")
    .max(AGREEMENT_BODY_MAX, "coordinator.bodyMax"),
});
export type PublishAgreement = z.output<typeof publishAgreementSchema>;

export const instructorListQuerySchema = listQuerySchema({ defaultPageSize: 12, maxPageSize: 50 });
export const linkListQuerySchema = listQuerySchema({ defaultPageSize: 20, maxPageSize: 100 });

// ---- Answers ----

/** A person as coordinator answers show them (spec 001 entities: FirstName, LastName, ProfileImage). */
export const coordinatorPersonSchema = z.object({
  Id: z.number().int().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  ProfileImage: z.string().nullable(),
  Email: z.string(),
});

export const instructorCoordinatorSchema = z.object({
  Id: z.number().int(),
  InstructorId: z.number().int(),
  Instructor: coordinatorPersonSchema,
  CoordinatorId: z.number().int().nullable(),
  Coordinator: coordinatorPersonSchema,
  Status: z.enum(LINK_STATUSES),
  Message: z.string().nullable(),
  CanManageSeminars: z.boolean(),
  CanManageLocations: z.boolean(),
  ReceivesStudentMails: z.boolean(),
  InvitedAt: isoDateTimeSchema,
  RespondedAt: isoDateTimeSchema.nullable(),
  ArchivedAt: isoDateTimeSchema.nullable(),
});
export type InstructorCoordinator = z.infer<typeof instructorCoordinatorSchema>;
export const instructorCoordinatorListSchema = listDataSchema(instructorCoordinatorSchema);
export type InstructorCoordinatorList = z.infer<typeof instructorCoordinatorListSchema>;

export const instructorSchema = z.object({
  Id: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  ProfileImage: z.string().nullable(),
  City: z.string().nullable(),
  Country: z.string().nullable(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export const instructorListSchema = listDataSchema(instructorSchema);
export type InstructorList = z.infer<typeof instructorListSchema>;

export const coordinatorAgreementSchema = z.object({
  Id: z.number().int(),
  Version: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  PublishedAt: isoDateTimeSchema,
});
export type CoordinatorAgreement = z.infer<typeof coordinatorAgreementSchema>;
export const coordinatorAgreementListSchema = z.array(coordinatorAgreementSchema.extend({ Acceptances: z.number() }));
export type CoordinatorAgreementList = z.infer<typeof coordinatorAgreementListSchema>;

/** The caller's agreement state (`/profile/ibacoordinator`, `/profile/CBPagreement`). */
export const agreementStatusSchema = z.object({
  Current: coordinatorAgreementSchema.nullable(),
  AcceptedVersion: z.number().int().nullable(),
  AcceptedAt: isoDateTimeSchema.nullable(),
  /** True when the caller coordinates (or was accepted as coordinator) and has not accepted the current text. */
  MustAccept: z.boolean(),
  /** Accepted links of the caller as coordinator, archived ones left out. */
  InstructorCount: z.number().int(),
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;
