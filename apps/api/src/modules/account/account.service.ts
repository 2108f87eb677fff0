import { randomUUID } from "node:crypto";
import {
  addYearsUtc,
  CONFIRMATION_TOKEN_TTL_MS,
  EMAIL_CHANGE_TOKEN_TTL_MS,
  firstErrorPerField,
  loginBackoffMs,
  normalizeEmail,
  RESET_TOKEN_TTL_MS,
  SESSION_LIFETIME_MS,
  type SignupPayload,
  type SignupResult,
  signupPayloadSchema,
  userNameFromEmail,
} from "@haa/domain";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { badRequest, conflict, forbidden, notFound, unauthorized, validationError } from "../../http/errors.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { LIMITS } from "../../platform/ratelimit/rate-limiter.ts";
import { PROFILE_IMAGE_MAX_BYTES, processProfileImage } from "../../platform/storage/storage.ts";
import { hashToken, randomToken } from "../../shared/random-token.ts";
import { withPaymentClaim } from "../billing/checkout-guards.ts";
import type { IdempotencyContext } from "../billing/idempotency.ts";
import type { SignupPaymentPlan } from "../membership/checkout.service.ts";
import type { MembershipService } from "../membership/membership.service.ts";
import { accountRepository as repo, type UserRow } from "./account.repository.ts";
import { AccountType } from "./account.schema.ts";
import { checkPassword } from "./password-check.ts";

// Verifying against a real hash for unknown e-mails keeps login time the same whether or not the account exists.
let dummyHash: Promise<string> | undefined;

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** Country of the client IP (the location port), for prices; null when unknown. */
  country?: string | null;
}

/** The paid part of a sign-up, provided by the membership module (ADR 0006). */
export type PaidSignup = Pick<MembershipService, "prepareSignup" | "chargeSignup" | "recordSignup" | "refundSignup">;

function isActive(user: UserRow): boolean {
  return user.lockedAt === null && user.deletedAt === null;
}

export function createAccountService(deps: Deps, options: { paidSignup?: PaidSignup } = {}) {
  const { paidSignup } = options;
  const { db, config, clock, passwords, accessTokens, rateLimiter, storage, sleep } = deps;
  const invalidConfirmation = () => badRequest("INVALID_TOKEN", "errors.confirmationLinkInvalid");

  /** The current password of a logged-in user (password or e-mail change), on the account's one budget. */
  const checkCurrentPassword = (user: UserRow, password: string, field: string) =>
    checkPassword({ passwords, rateLimiter }, user.id, user.passwordHash, password, field);

  async function issueToken(tx: Db, user: UserRow, purpose: "confirm" | "reset"): Promise<string> {
    const now = clock.now();
    const token = randomToken();
    await repo.voidTokens(tx, user.id, purpose, now);
    await repo.insertToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + (purpose === "confirm" ? CONFIRMATION_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS)),
    });
    return token;
  }

  async function queueConfirmationMail(tx: Db, user: UserRow): Promise<void> {
    const token = await issueToken(tx, user, "confirm");
    const url = `${config.publicUrl}/confirmemail/${user.id}?token=${encodeURIComponent(token)}`;
    await queueUserMail(tx, user, {
      subject: "email.confirmSubject",
      intro: ["email.confirmIntro"],
      action: { label: "email.confirmAction", url },
      outro: ["email.confirmExpiry"],
    });
  }

  async function createSession(user: UserRow, meta: RequestMeta) {
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    const sessionId = randomUUID();
    await repo.insertSession(db, {
      id: sessionId,
      userId: user.id,
      createdAt: now,
      expiresAt,
      userAgent: meta.userAgent.slice(0, 300),
      ip: meta.ip,
    });
    const accessToken = await accessTokens.sign({ userId: user.id, sessionId }, expiresAt);
    return { accessToken, expiresAt, now };
  }

  /** Charges a paid plan, then writes the account and everything that goes with it in one transaction. */
  async function createAccount(input: {
    input: SignupPayload;
    email: string;
    passwordHash: string;
    profileImage: string | null;
    plan: SignupPaymentPlan | null;
    idem: IdempotencyContext | undefined;
  }): Promise<SignupResult> {
    const { input: form, email, plan, idem } = input;
    const oneOff = randomUUID();
    const gatewayKey = (step: string) => idem?.gatewayKey(step) ?? `signup:${oneOff}:${step}`;
    const charge = plan && paidSignup ? await paidSignup.chargeSignup(plan, gatewayKey("charge")) : null;
    const now = clock.now();
    try {
      const created = await db.transaction(async (tx) => {
        const user = await repo.insert(tx, {
          email,
          username: userNameFromEmail(email),
          firstName: form.FirstName,
          lastName: form.LastName,
          phone: form.Phone,
          passwordHash: input.passwordHash,
          language: form.Language,
          country: form.Country,
          accountType: AccountType.Member,
          profileImage: input.profileImage,
          webpageUrl: form.WebpageURL ?? "",
          specializations: form.Specializations ?? "",
          bio: form.Bio ?? "",
          introDescription: form.IntroDescription ?? "",
          subscribeToNewsletter: form.SubscribeToNewsletter ?? false,
          createdAt: now,
          updatedAt: now,
        });
        const membership = await repo.insertMembership(tx, {
          userId: user.id,
          membershipId: form.MembershipId,
          startDateTime: now,
          endDateTime: addYearsUtc(now, 1),
          status: "active",
          autoRenew: true,
          createdAt: now,
          updatedAt: now,
        });
        await queueConfirmationMail(tx, user);
        if (user.subscribeToNewsletter) await deps.newsletterSignup.subscribeNewMember(tx, user, form.MembershipId);
        const payment =
          plan && charge && paidSignup ? await paidSignup.recordSignup(tx, { user, membership, plan, charge }) : null;
        const result: SignupResult = {
          Id: user.id,
          Email: user.email,
          Username: user.username,
          LoginTokenResponseModel: { access_token: null },
          Payment: payment,
        };
        await idem?.complete(tx, result);
        return result;
      });
      // /metrics counts a paid sign-up as the card pipeline counts a payment: once recorded (a decline is counted
      // where the card is charged, `takePayment`).
      if (charge?.chargeId) deps.metrics.payment("membership", "paid");
      return created;
    } catch (error) {
      // An account written around the reservation (e.g. by an administrator) still wins on the unique index.
      const failure = isUniqueViolation(error) ? conflict("EMAIL_EXISTS", "errors.emailAlreadyExists") : error;
      if (charge?.chargeId) deps.metrics.payment("membership", "error");
      if (plan && paidSignup) return paidSignup.refundSignup(plan, charge, gatewayKey("refund"), failure);
      throw failure;
    }
  }

  return {
    /**
     * Creates an unconfirmed account and e-mails the confirmation link. The address is reserved first (one
     * sign-up per address at a time, ADR 0011), so a burst of sign-ups for one address charges at most once.
     * A paid plan (MembershipId 2 or 3) is checked, its coupon use reserved and the card charged outside any
     * transaction; the account, membership, stored card, invoice and both mails are then written in one
     * transaction, and the charge is refunded if it fails. A failed sign-up leaves nothing behind: no
     * account, no coupon use, no uploaded picture.
     */
    async signup(
      fields: Record<string, string>,
      image: Buffer | undefined,
      meta: RequestMeta,
      idem?: IdempotencyContext,
    ): Promise<SignupResult> {
      // Counted before validation, so malformed floods are limited too.
      await rateLimiter.hit(`signup:ip:${meta.ip}`, LIMITS.signupPerIp);
      const parsed = signupPayloadSchema.safeParse(fields);
      if (!parsed.success) throw validationError(firstErrorPerField(parsed.error));
      const input: SignupPayload = parsed.data;
      const email = normalizeEmail(input.Email);
      const emailExists = () => conflict("EMAIL_EXISTS", "errors.emailAlreadyExists");
      if (await repo.findByEmail(db, email)) throw emailExists();
      if (input.MembershipId > 1 && !paidSignup) throw badRequest("PAYMENT_REQUIRED", "errors.paidPlanNotAvailable");
      const plan =
        input.MembershipId > 1 && paidSignup
          ? await paidSignup.prepareSignup(input, { country: meta.country ?? null, ip: meta.ip })
          : null;
      if (image && image.length > PROFILE_IMAGE_MAX_BYTES) {
        throw badRequest("VALIDATION", "validation.profileImageSize", {
          ProfileImageFile: "validation.profileImageSize",
        });
      }
      return withPaymentClaim(deps, `signup:${email}`, emailExists, async () => {
        // Checked again under the reservation: a sign-up that finished meanwhile took the address.
        if (await repo.findByEmail(db, email)) throw emailExists();
        // Hashing, image work and the charge happen before the transaction: nothing slow runs while rows are locked.
        const passwordHash = await passwords.hash(input.Password);
        const profileImage = image ? await storage.put("profile", "webp", await processProfileImage(image)) : null;
        try {
          return await createAccount({ input, email, passwordHash, profileImage, plan, idem });
        } catch (error) {
          // The failure is what the caller needs to hear about; a file left behind is only clutter.
          if (profileImage) await storage.delete(profileImage).catch(() => undefined);
          throw error;
        }
      });
    },

    /**
     * Checks credentials; refuses unconfirmed, locked and deleted accounts; opens a 90-day session. Only
     * failures count (ADR 0013): per address and per account+address they block with 429; per account they
     * only slow every further try down, so strangers guessing never lock the owner out.
     */
    async login(emailInput: string, password: string, meta: RequestMeta) {
      const email = normalizeEmail(emailInput);
      const keys = {
        ip: `login:fail:ip:${meta.ip}`,
        pair: `login:fail:account-ip:${email}:${meta.ip}`,
        account: `login:fail:account:${email}`,
      };
      await rateLimiter.assertUnder(keys.ip, LIMITS.loginFailuresPerIp);
      await rateLimiter.assertUnder(keys.pair, LIMITS.loginFailuresPerAccountIp);
      const failures = await rateLimiter.peek(keys.account, LIMITS.loginFailuresPerAccount);
      const delay = loginBackoffMs(failures, Math.ceil(LIMITS.loginFailuresPerAccount.max * config.rateLimitFactor));
      if (delay > 0) await sleep(delay);
      const user = await repo.findByEmail(db, email);
      dummyHash ??= passwords.hash("timing-equaliser-password");
      const valid = await passwords.verify(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !valid || user.deletedAt) {
        await rateLimiter.record(keys.ip, LIMITS.loginFailuresPerIp);
        await rateLimiter.record(keys.pair, LIMITS.loginFailuresPerAccountIp);
        await rateLimiter.record(keys.account, LIMITS.loginFailuresPerAccount);
        throw unauthorized("INVALID_CREDENTIALS", "errors.invalidCredentials");
      }
      if (user.lockedAt) throw forbidden("ACCOUNT_LOCKED", "errors.accountLocked");
      if (!user.emailConfirmedAt) throw forbidden("EMAIL_NOT_CONFIRMED", "errors.emailNotConfirmed");
      const token = await createSession(user, meta);
      return { user, membership: await repo.currentMembership(db, user.id), token };
    },

    /** Ends the caller's session at once (Account/Logout). */
    async logout(userId: number, sessionId: string): Promise<void> {
      await repo.revokeSession(db, userId, sessionId, clock.now());
    },

    /** Ends every session of the caller, on every device (Account/LogoutAllSessions). */
    async logoutEverywhere(userId: number): Promise<void> {
      await repo.revokeSessions(db, userId, clock.now());
    },

    /**
     * Whether `userId` was logged out by an administrator: true only when the account is locked or deleted
     * (spec 000 §4). A token whose session was revoked (logout, password change) or has expired is a 401,
     * which the web answers with "Your session has expired" (issue 6, item 10).
     */
    async wasLoggedOut(userId: number, bearer: string | undefined): Promise<boolean> {
      if (!bearer) throw unauthorized();
      const claims = await accessTokens.verify(bearer, { ignoreExpiry: true });
      if (!claims) throw unauthorized();
      if (claims.userId !== userId) throw forbidden();
      const user = await repo.findById(db, userId);
      if (!user || !isActive(user)) return true;
      const session = await repo.findSession(db, claims.sessionId);
      if (!session || session.userId !== userId || session.revokedAt !== null || session.expiresAt <= clock.now()) {
        throw unauthorized();
      }
      return false;
    },

    /**
     * Sends a fresh confirmation link to an unconfirmed account only. Unknown and already confirmed addresses
     * get the same answer, so nobody can probe which addresses have accounts (issue 21).
     */
    async resendConfirmation(emailInput: string, meta: RequestMeta): Promise<void> {
      const email = normalizeEmail(emailInput);
      await rateLimiter.hit(`resend:ip:${meta.ip}`, LIMITS.resendPerIp);
      await rateLimiter.hit(`resend:account:${email}`, LIMITS.resendPerAccount);
      const user = await repo.findByEmail(db, email);
      if (!user || !isActive(user) || user.emailConfirmedAt) return;
      await db.transaction((tx) => queueConfirmationMail(tx, user));
    },

    /**
     * Uses a confirmation token once; a second use or an expired token is refused. A wrong token gets one
     * answer whether or not the account is confirmed, so nobody learns an account's state by guessing; only
     * the holder of this account's real (used) link is told it is already confirmed.
     */
    async confirmAccount(userId: number, token: string, meta: Pick<RequestMeta, "ip">): Promise<void> {
      await rateLimiter.hit(`confirm:ip:${meta.ip}`, LIMITS.confirmPerIp);
      const now = clock.now();
      const row = await repo.findToken(db, hashToken(token), "confirm");
      if (!row || row.userId !== userId) throw invalidConfirmation();
      const user = await repo.findById(db, userId);
      if (!user || user.deletedAt) throw invalidConfirmation();
      if (row.usedAt || row.expiresAt <= now) {
        if (user.emailConfirmedAt && !user.lockedAt) throw conflict("ALREADY_CONFIRMED", "errors.alreadyConfirmed");
        throw invalidConfirmation();
      }
      await db.transaction(async (tx) => {
        if (!(await repo.consumeToken(tx, row.id, now))) throw invalidConfirmation();
        await repo.update(tx, userId, { emailConfirmedAt: user.emailConfirmedAt ?? now });
      });
    },

    /** E-mails a reset link when the account exists; the answer is the same either way. */
    async sendResetLink(emailInput: string, meta: RequestMeta): Promise<void> {
      const email = normalizeEmail(emailInput);
      await rateLimiter.hit(`reset:ip:${meta.ip}`, LIMITS.resetPerIp);
      await rateLimiter.hit(`reset:account:${email}`, LIMITS.resetPerAccount);
      const user = await repo.findByEmail(db, email);
      if (!user || !isActive(user)) return;
      await db.transaction(async (tx) => {
        const token = await issueToken(tx, user, "reset");
        const url = `${config.publicUrl}/ConfirmPassword?token=${encodeURIComponent(token)}`;
        await queueUserMail(tx, user, {
          subject: "email.resetSubject",
          intro: ["email.resetIntro"],
          action: { label: "email.resetAction", url },
          outro: ["email.resetExpiry"],
        });
      });
    },

    /** Tells whether a reset token is still usable, without using it. */
    async verifyResetToken(token: string): Promise<void> {
      const row = await repo.findUsableToken(db, hashToken(token), "reset", clock.now());
      const user = row && (await repo.findById(db, row.userId));
      if (!row || !user || !isActive(user)) throw badRequest("INVALID_TOKEN", "errors.resetLinkInvalid");
    },

    /** Sets a new password with a reset token, confirms the e-mail it proves, and ends every session. */
    async resetPassword(token: string, password: string): Promise<void> {
      const now = clock.now();
      const row = await repo.findUsableToken(db, hashToken(token), "reset", now);
      const user = row && (await repo.findById(db, row.userId));
      if (!row || !user || !isActive(user)) throw badRequest("INVALID_TOKEN", "errors.resetLinkInvalid");
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (tx) => {
        if (!(await repo.consumeToken(tx, row.id, now))) throw badRequest("INVALID_TOKEN", "errors.resetLinkInvalid");
        // The link reached the mailbox, which is what confirming the address proves.
        await repo.update(tx, user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now });
        await repo.revokeSessions(tx, user.id, now);
        await queueUserMail(tx, user, {
          subject: "email.passwordChangedSubject",
          intro: ["email.passwordChangedIntro"],
        });
      });
    },

    /** Changes the password after checking the current one; other sessions end, this one stays. */
    async changePassword(user: UserRow, sessionId: string, oldPassword: string, newPassword: string): Promise<void> {
      await checkCurrentPassword(user, oldPassword, "OldPassword");
      const passwordHash = await passwords.hash(newPassword);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.update(tx, user.id, { passwordHash });
        await repo.revokeSessions(tx, user.id, now, sessionId);
        await queueUserMail(tx, user, {
          subject: "email.passwordChangedSubject",
          intro: ["email.passwordChangedIntro"],
        });
      });
    },

    /**
     * Starts an e-mail change (ADR 0014): after the current password, a single-use link goes to the NEW
     * address and a notice to the old one. The login address changes only when the link is used.
     */
    async requestEmailChange(user: UserRow, emailInput: string, password: string): Promise<{ pendingEmail: string }> {
      await rateLimiter.hit(`email-change:user:${user.id}`, LIMITS.emailChangePerAccount);
      await checkCurrentPassword(user, password, "Password");
      const email = normalizeEmail(emailInput);
      if (email === user.email) {
        throw badRequest("VALIDATION", "errors.emailUnchanged", { email: "errors.emailUnchanged" });
      }
      if (await repo.findByEmail(db, email)) throw conflict("EMAIL_EXISTS", "errors.emailAlreadyExists");
      const now = clock.now();
      await db.transaction(async (tx) => {
        const token = randomToken();
        await repo.voidTokens(tx, user.id, "email-change", now);
        await repo.insertToken(tx, {
          userId: user.id,
          purpose: "email-change",
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TOKEN_TTL_MS),
          newEmail: email,
        });
        const url = `${config.publicUrl}/confirmemail/${user.id}?token=${encodeURIComponent(token)}&change=1`;
        await queueUserMail(
          tx,
          { ...user, email },
          {
            subject: "email.emailChangeConfirmSubject",
            intro: ["email.emailChangeConfirmIntro"],
            action: { label: "email.emailChangeConfirmAction", url },
            outro: ["email.emailChangeConfirmExpiry"],
            params: { email },
          },
        );
        await queueUserMail(tx, user, {
          subject: "email.emailChangeRequestedSubject",
          intro: ["email.emailChangeRequestedIntro"],
          outro: ["email.emailChangeRequestedOutro"],
          params: { email },
        });
      });
      return { pendingEmail: email };
    },

    /**
     * Completes an e-mail change with the mailed link: the address must still be free; every older session
     * ends (they were opened under the old address) and a new one is returned as the spec's `Data.Token`.
     */
    async confirmEmailChange(userId: number, token: string, meta: RequestMeta) {
      await rateLimiter.hit(`confirm:ip:${meta.ip}`, LIMITS.confirmPerIp);
      const invalid = () => badRequest("INVALID_TOKEN", "errors.emailChangeLinkInvalid");
      const now = clock.now();
      const row = await repo.findUsableToken(db, hashToken(token), "email-change", now);
      if (!row || row.userId !== userId || !row.newEmail) throw invalid();
      const user = await repo.findById(db, userId);
      if (!user || !isActive(user)) throw invalid();
      const email = row.newEmail;
      const holder = await repo.findByEmail(db, email);
      if (holder && holder.id !== user.id) throw conflict("EMAIL_EXISTS", "errors.emailAlreadyExists");
      try {
        await db.transaction(async (tx) => {
          if (!(await repo.consumeToken(tx, row.id, now))) throw invalid();
          // The link reached the new mailbox, which is what confirming an address proves.
          await repo.update(tx, user.id, {
            email,
            username: userNameFromEmail(email),
            emailConfirmedAt: user.emailConfirmedAt ?? now,
          });
          await repo.revokeSessions(tx, user.id, now);
          await queueUserMail(tx, user, {
            subject: "email.emailChangedSubject",
            intro: ["email.emailChangedIntro"],
            params: { email },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict("EMAIL_EXISTS", "errors.emailAlreadyExists");
        throw error;
      }
      const updated = await repo.findById(db, user.id);
      if (!updated) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
      return { user: updated, token: await createSession(updated, meta) };
    },

    async getUser(userId: number) {
      const user = await repo.findById(db, userId);
      if (!user || user.deletedAt) throw notFound("USER_NOT_FOUND", "errors.userNotFound");
      return { user, membership: await repo.currentMembership(db, userId) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
