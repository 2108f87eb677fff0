import {
  COORDINATOR_INVITE_TTL_DAYS,
  COORDINATOR_INVITES_PER_DAY,
  type CoordinatorPreferences,
  type InviteByEmail,
  type InviteMember,
  inviteQuota,
  type LinkAction,
  type LinkRole,
  linkActionRefusal,
  linkStatus,
  type PublishAgreement,
  type RespondInvitation,
  removeOutcome,
  type UpdatePreference,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, conflict, forbidden, notFound } from "../../http/errors.ts";
import { queueMail, queueUserMail } from "../../platform/mail/mailer.ts";
import { renderMail } from "../../platform/mail/templates.ts";
import { hashToken, randomToken } from "../../shared/random-token.ts";
import { type LinkRow, coordinatorsRepository as repo } from "./coordinators.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const linkNotFound = () => notFound("COORDINATOR_LINK_NOT_FOUND", "coordinatorMessages.notFound");

/** Who the caller is to a link. The invitee of a pending invitation is its coordinator-to-be, by address. */
export function roleOf(
  actor: Actor,
  link: Pick<LinkRow, "instructorId" | "coordinatorId" | "inviteeEmail" | "status">,
): LinkRole {
  if (actor.user.id === link.instructorId) return "instructor";
  if (actor.user.id === link.coordinatorId) return "coordinator";
  if (link.status === "pending" && link.coordinatorId === null && actor.user.email.toLowerCase() === link.inviteeEmail)
    return "coordinator";
  return actor.isAdmin ? "admin" : "other";
}

function refuse(refusal: { status: 403 | 409; key: string }): never {
  if (refusal.status === 403) throw forbidden("COORDINATOR_NOT_ALLOWED", refusal.key);
  throw conflict("COORDINATOR_STATE", refusal.key);
}

export function createCoordinatorService(
  deps: Pick<Deps, "db" | "clock" | "config" | "notifier" | "memberAccess" | "audit">,
) {
  const { db, clock, config, audit } = deps;

  /** Locks a link and checks the caller may do `action` on it in its present state. */
  async function lockFor(tx: typeof db, actor: Actor, id: number, action: LinkAction) {
    const row = await repo.lockById(tx, id);
    if (!row) throw linkNotFound();
    const role = roleOf(actor, row);
    // A stranger learns nothing about the link: 404 as if it did not exist.
    if (role === "other") throw linkNotFound();
    const accepted =
      row.status === "accepted" && row.coordinatorId !== null
        ? await repo.isActiveCoordinatorOf(tx, row.coordinatorId, row.instructorId)
        : false;
    const status = linkStatus(row, accepted);
    const refusal = linkActionRefusal(status, action, role);
    if (refusal) refuse(refusal);
    // The audit log's "before" when an administrator changes someone's link (ADR 0088): its state and rights,
    // never its invitation token's hash or the invitee's address and message.
    audit.before(
      { kind: "coordinatorLink", id: row.id },
      {
        InstructorId: row.instructorId,
        CoordinatorId: row.coordinatorId,
        Status: status,
        CanManageSeminars: row.canManageSeminars,
        CanManageLocations: row.canManageLocations,
        ReceivesStudentMails: row.receivesStudentMails,
        ArchivedAt: row.archivedAt,
      },
    );
    return { row, status, role };
  }

  async function requireInstructor(tx: typeof db, userId: number) {
    if (!(await deps.memberAccess.isInstructor(tx, userId, clock.now())))
      throw forbidden("COORDINATOR_NOT_INSTRUCTOR", "coordinatorMessages.instructorsOnly");
  }

  /**
   * Both Add calls end here: one pending link per instructor and address (409), at most
   * COORDINATOR_INVITES_PER_DAY a day (429), a single-use token mailed to the address.
   */
  async function invite(
    instructorId: number,
    invitedBy: number,
    target: { email: string; coordinatorId: number | null },
    preferences: CoordinatorPreferences,
    message: string | undefined,
  ) {
    const now = clock.now();
    const token = randomToken();
    const id = await db.transaction(async (tx) => {
      await repo.lockInstructor(tx, instructorId);
      await requireInstructor(tx, instructorId);
      const instructor = await repo.userById(tx, instructorId);
      if (!instructor) throw linkNotFound();
      if (instructor.email.toLowerCase() === target.email || target.coordinatorId === instructorId)
        throw conflict("COORDINATOR_SELF", "coordinatorMessages.notYourself");
      const quota = inviteQuota(await repo.invitedSince(tx, instructorId, new Date(now.getTime() - DAY_MS)), now);
      if (!quota.allowed)
        throw new AppError(429, "COORDINATOR_DAILY_LIMIT", "coordinatorMessages.dailyLimit", {
          retryAfter: quota.retryAfterSeconds,
          max: COORDINATOR_INVITES_PER_DAY,
        });
      const existing = await repo.openLinkFor(tx, instructorId, target.email, target.coordinatorId);
      if (existing)
        throw conflict(
          "COORDINATOR_DUPLICATE",
          existing.status === "pending"
            ? "coordinatorMessages.alreadyInvited"
            : "coordinatorMessages.alreadyCoordinator",
        );
      const known = target.coordinatorId === null ? await repo.userByEmail(tx, target.email) : undefined;
      const row = await repo.insert(tx, {
        instructorId,
        coordinatorId: target.coordinatorId ?? known?.id ?? null,
        inviteeEmail: target.email,
        message: message ?? null,
        status: "pending",
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(now.getTime() + COORDINATOR_INVITE_TTL_DAYS * DAY_MS),
        canManageSeminars: preferences.CanManageSeminars,
        canManageLocations: preferences.CanManageLocations,
        receivesStudentMails: preferences.ReceivesStudentMails,
        invitedBy,
        createdAt: now,
      });
      const invitee = target.coordinatorId !== null ? await repo.userById(tx, target.coordinatorId) : known;
      const content = {
        subject: "coordinatorEmail.inviteSubject",
        intro: ["coordinatorEmail.inviteIntro", ...(message ? ["coordinatorEmail.inviteNote"] : [])],
        action: {
          label: "coordinatorEmail.inviteAction",
          url: `${config.publicUrl}/coordinatorconfirmation?token=${token}`,
        },
        outro: [invitee ? "coordinatorEmail.inviteOutroMember" : "coordinatorEmail.inviteOutroSignup"],
        params: {
          instructor: `${instructor.firstName} ${instructor.lastName}`,
          note: message ?? "",
          days: COORDINATOR_INVITE_TTL_DAYS,
        },
      };
      if (invitee) {
        await queueUserMail(tx, invitee, content);
        await deps.notifier.notify(tx, invitee.id, {
          kind: "coordinatorInvited",
          params: { name: `${instructor.firstName} ${instructor.lastName}` },
          link: "/profile/viewinvitation",
        });
      } else {
        await queueMail(tx, target.email, renderMail(instructor.language, "", content));
      }
      return row.id;
    });
    return { Id: id };
  }

  async function presentable(id: number) {
    const found = await repo.findById(db, id);
    if (!found) throw linkNotFound();
    return found;
  }

  return {
    listInstructors(query: { page: number; pageSize: number; search: string }) {
      return repo.listInstructors(db, query, clock.now());
    },

    /** Coordinator/AddInstructorCoordinator: the calling instructor invites an address. */
    inviteByEmail(actor: Actor, input: InviteByEmail) {
      return invite(actor.user.id, actor.user.id, { email: input.Email, coordinatorId: null }, input, input.Message);
    },

    /** User/AddInstructorCoordinator: a member by id, for the instructor the call names (self or an admin). */
    async inviteMember(actor: Actor, input: InviteMember) {
      const member = await repo.userById(db, input.CoordinatorId);
      if (!member) throw notFound("COORDINATOR_MEMBER_NOT_FOUND", "coordinatorMessages.memberNotFound");
      return invite(
        input.InstructorId,
        actor.user.id,
        { email: member.email.toLowerCase(), coordinatorId: member.id },
        input,
        input.Message,
      );
    },

    async get(actor: Actor, id: number) {
      const found = await presentable(id);
      const role = roleOf(actor, found.link);
      if (role === "other") throw linkNotFound();
      return found;
    },

    /**
     * User/AcceptRejectInstructorCoordinator. By Token (the mail link): the token is the proof of the mailbox,
     * so whoever is signed in when they open it becomes the coordinator; it works once (400 after). By Id: the
     * invitee's own pending invitation. The instructor is told either way.
     */
    async respond(actor: Actor, input: RespondInvitation) {
      const now = clock.now();
      const id = await db.transaction(async (tx) => {
        let row: LinkRow | undefined;
        if (input.Token) {
          row = await repo.lockByTokenHash(tx, hashToken(input.Token));
          if (!row) throw notFound("COORDINATOR_TOKEN_UNKNOWN", "coordinatorMessages.tokenInvalid");
          if (row.tokenUsedAt || row.status !== "pending")
            throw new AppError(400, "COORDINATOR_TOKEN_USED", "coordinatorMessages.tokenUsed");
          if (row.tokenExpiresAt && row.tokenExpiresAt <= now)
            throw new AppError(400, "COORDINATOR_TOKEN_EXPIRED", "coordinatorMessages.tokenExpired");
          if (row.instructorId === actor.user.id) throw conflict("COORDINATOR_SELF", "coordinatorMessages.notYourself");
          if (row.coordinatorId !== null && row.coordinatorId !== actor.user.id)
            throw forbidden("COORDINATOR_NOT_ALLOWED", "coordinatorMessages.notForYou");
        } else {
          ({ row } = await lockFor(tx, actor, input.Id ?? 0, "respond"));
        }
        await repo.update(tx, row.id, {
          status: input.IsAccepted ? "accepted" : "rejected",
          coordinatorId: actor.user.id,
          respondedAt: now,
          tokenUsedAt: now,
        });
        const instructor = await repo.userById(tx, row.instructorId);
        const name = `${actor.user.firstName} ${actor.user.lastName}`;
        if (instructor) {
          await deps.notifier.notify(tx, instructor.id, {
            kind: input.IsAccepted ? "coordinatorAccepted" : "coordinatorRejected",
            params: { name },
            link: "/coordinators",
          });
        }
        if (input.IsAccepted) {
          await deps.notifier.notify(tx, actor.user.id, {
            kind: "coordinatorAgreementDue",
            params: { name: instructor ? `${instructor.firstName} ${instructor.lastName}` : "" },
            link: "/profile/CBPagreement",
          });
        }
        return row.id;
      });
      return presentable(id);
    },

    async updatePreference(actor: Actor, input: UpdatePreference) {
      await db.transaction(async (tx) => {
        await lockFor(tx, actor, input.Id, "updatePreferences");
        await repo.update(tx, input.Id, {
          canManageSeminars: input.CanManageSeminars,
          canManageLocations: input.CanManageLocations,
          receivesStudentMails: input.ReceivesStudentMails,
        });
      });
      return presentable(input.Id);
    },

    /** Archives a working link or deletes one that never worked (or is archived already): see removeOutcome. */
    async remove(actor: Actor, id: number): Promise<"archive" | "delete"> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { status } = await lockFor(tx, actor, id, "remove");
        const outcome = removeOutcome(status);
        if (outcome === "delete") await repo.delete(tx, id);
        else await repo.update(tx, id, { archivedAt: now, archivedBy: actor.user.id });
        return outcome;
      });
    },

    async unarchive(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        await lockFor(tx, actor, id, "unarchive");
        await repo.update(tx, id, { archivedAt: null, archivedBy: null });
      });
      return presentable(id);
    },

    listByInstructor(actor: Actor, archived: boolean, window: { page: number; pageSize: number }) {
      return repo.listByInstructor(db, actor.user.id, archived, window);
    },

    listByCoordinator(coordinatorId: number, window: { page: number; pageSize: number }) {
      return repo.listByCoordinator(db, coordinatorId, window);
    },

    pendingInvitations(actor: Actor, window: { page: number; pageSize: number }) {
      return repo.pendingFor(db, actor.user.id, actor.user.email, window);
    },

    // ---- The agreement ----

    async agreementStatus(actor: Actor) {
      const [current, accepted, live] = await Promise.all([
        repo.currentAgreement(db),
        repo.latestAcceptance(db, actor.user.id),
        repo.countLiveCoordinations(db, actor.user.id),
      ]);
      return {
        current: current ?? null,
        accepted: accepted ?? null,
        mustAccept: current !== undefined && live > 0 && accepted?.version !== current.version,
        live,
      };
    },

    /**
     * Coordinator/AcceptIBACoordinatorAgreement: only an accepted coordinator, only the version in force
     * (409 when a newer one was published meanwhile); the time and address are kept.
     */
    async acceptAgreement(actor: Actor, version: number, ip: string) {
      await db.transaction(async (tx) => {
        const current = await repo.currentAgreement(tx);
        if (!current) throw notFound("COORDINATOR_AGREEMENT_MISSING", "coordinatorMessages.noAgreement");
        if (current.version !== version)
          throw conflict("COORDINATOR_AGREEMENT_OUTDATED", "coordinatorMessages.agreementOutdated");
        if ((await repo.countLiveCoordinations(tx, actor.user.id)) === 0)
          throw forbidden("COORDINATOR_NOT_COORDINATOR", "coordinatorMessages.notCoordinator");
        await repo.insertAcceptance(tx, {
          userId: actor.user.id,
          agreementId: current.id,
          acceptedAt: clock.now(),
          ip,
        });
      });
    },

    listAgreements() {
      return repo.listAgreements(db);
    },

    /** A new version is in force at once: every coordinator is awaiting agreement until they accept it. */
    async publishAgreement(actor: Actor, input: PublishAgreement) {
      return db.transaction(async (tx) => {
        await repo.lockAgreements(tx);
        const current = await repo.currentAgreement(tx);
        const published = await repo.insertAgreement(tx, {
          version: (current?.version ?? 0) + 1,
          title: input.Title,
          body: input.Body,
          publishedAt: clock.now(),
          publishedBy: actor.user.id,
        });
        // The audit log's target is the new version, its "before" the version it replaces (ADR 0088).
        audit.before(
          { kind: "coordinatorAgreement", id: published.id },
          current
            ? { Version: current.version, Title: current.title, Body: current.body, PublishedAt: current.publishedAt }
            : null,
        );
        return published;
      });
    },
  };
}

export type CoordinatorService = ReturnType<typeof createCoordinatorService>;

/** For other modules' policies (locations): does this member actively coordinate for that instructor? */
export function coordinatesFor(db: Deps["db"], coordinatorId: number, instructorId: number): Promise<boolean> {
  return repo.isActiveCoordinatorOf(db, coordinatorId, instructorId);
}

/** An active link (accepted, current agreement accepted, not archived) and what the instructor allows on it. */
export interface ActiveCoordination {
  instructorId: number;
  coordinatorId: number;
  canManageSeminars: boolean;
  canManageLocations: boolean;
  receivesStudentMails: boolean;
}

/**
 * For other modules' rules (seminars, ADR 0053): the active links of one coordinator (whose seminars they see
 * and may manage) or of one instructor (who gets a copy of the student mails). Never the archived or pending.
 */
export async function activeCoordinations(
  db: Deps["db"],
  side: { coordinatorId: number } | { instructorId: number },
): Promise<ActiveCoordination[]> {
  const rows = await repo.activeLinks(db, side);
  return rows.flatMap((row) => (row.coordinatorId === null ? [] : [{ ...row, coordinatorId: row.coordinatorId }]));
}
