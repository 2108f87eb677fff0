import { changeEmailSchema, contract, emailOnlySchema, firstErrorPerField, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess, publicAccess, selfOnly } from "../../http/access.ts";
import { bearerToken } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { badRequest, validationError } from "../../http/errors.ts";
import { readForm } from "../../http/input.ts";
import { requestMeta } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../platform/storage/storage.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { presentLogin, presentUser, presentUserProfile } from "./account.presenter.ts";
import type { AccountService } from "./account.service.ts";

const MAX_FIELD_BYTES = 10_000;

/** Reads the multipart sign-up form: text fields plus at most one profile image (JSON for clients without one). */
async function readSignupForm(request: FastifyRequest) {
  const form = await readForm(request, {
    files: ["ProfileImageFile"],
    maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
    maxFields: 40,
    maxFieldBytes: MAX_FIELD_BYTES,
    json: true,
  });
  const image = form?.files.ProfileImageFile?.bytes;
  return { fields: form?.fields ?? {}, image: image?.length ? image : undefined };
}

export function accountRoutes(app: FastifyInstance, deps: Deps, accounts: AccountService) {
  const tags = ["Account"];

  route(
    app,
    contract.account.signup,
    {
      access: publicAccess(),
      idempotency: { scope: "account.signup" },
      tags,
      summary:
        "Sign up (multipart form with the fields of spec 000 §3; ProfileImageFile optional). MembershipId 2 or 3 is paid: AmountPaid, CardHolderName, CardNumber, ExpiryDate, CVV and Coupon are required or checked, the amount is computed on the server (country from the client IP) and charged before the account is created; optional Idempotency-Key header",
    },
    async (request, reply) => {
      const { fields, image } = await readSignupForm(request);
      const meta = { ...requestMeta(request), country: deps.location(request.ip) };
      const result = await idempotentCall(
        deps,
        request,
        reply,
        (idem) => accounts.signup(fields, image, meta, idem),
        "anonymous",
        fields,
      );
      return ok(result, translate(request.language, "success.accountCreated"));
    },
  );

  route(
    app,
    contract.account.login,
    {
      access: publicAccess(),
      tags,
      summary: "Log in",
    },
    async (request) => {
      const { user, membership, token } = await accounts.login(
        request.body.Email,
        request.body.Password,
        requestMeta(request),
      );
      return ok(presentLogin(user, membership, token), translate(request.language, "success.loggedIn"));
    },
  );

  route(
    app,
    contract.account.checkUserLogout,
    {
      access: publicAccess("the bearer it asks about is checked by the service, expired ones included"),
      tags,
      summary:
        "Whether an administrator logged the user out: Data true only when the account is locked or deleted; a revoked or expired session is 401",
    },
    async (request) => {
      const loggedOut = await accounts.wasLoggedOut(Number(request.query.userId), bearerToken(request));
      return ok(loggedOut);
    },
  );

  route(
    app,
    contract.account.logout,
    {
      access: memberAccess,
      tags,
      summary: "End this session at once (bearer); the token is refused from then on",
    },
    async (request) => {
      const actor = actorOf(request);
      await accounts.logout(actor.user.id, actor.sessionId);
      return ok(null, translate(request.language, "success.loggedOut"));
    },
  );

  route(
    app,
    contract.account.logoutAllSessions,
    {
      access: memberAccess,
      tags,
      summary: "End every session of the caller, on every device (bearer)",
    },
    async (request) => {
      const actor = actorOf(request);
      await accounts.logoutEverywhere(actor.user.id);
      return ok(null, translate(request.language, "success.loggedOutEverywhere"));
    },
  );

  route(
    app,
    contract.account.resendEmailConfirmationLink,
    {
      access: publicAccess(),
      tags,
      summary:
        "Send the confirmation link again: the same answer for a confirmed, an unconfirmed or an unknown address; only an unconfirmed account gets a mail",
    },
    async (request) => {
      const parsed = emailOnlySchema.safeParse({ Email: request.query.email });
      if (!parsed.success)
        throw validationError({ email: firstErrorPerField(parsed.error).Email ?? "validation.emailInvalid" });
      await accounts.resendConfirmation(parsed.data.Email, requestMeta(request));
      return ok(null, translate(request.language, "success.confirmationSent"));
    },
  );

  route(
    app,
    contract.account.confirmUserAccount,
    {
      access: publicAccess("the e-mailed token proves the address"),
      tags,
      summary:
        "Confirm the e-mail address with the emailed token; a wrong token gets one answer whatever the account's state; rate-limited per address",
    },
    async (request) => {
      await accounts.confirmAccount(request.query.userId, request.query.token, requestMeta(request));
      return ok(null, translate(request.language, "success.accountConfirmed"));
    },
  );

  route(
    app,
    contract.account.getUserWeb,
    {
      access: ownerAccess({ in: "query", name: "id" }),
      tags,
      summary: "A user's profile (the user or an administrator)",
    },
    async (request) => {
      const id = Number(request.query.id);
      const { user, membership } = await accounts.getUser(id);
      return ok(presentUserProfile(user, membership));
    },
  );

  const userTags = ["User"];
  route(
    app,
    contract.account.sendLinkforResetPassword,
    {
      access: publicAccess(),
      tags: userTags,
      summary: "E-mail a password reset link",
    },
    async (request) => {
      const parsed = emailOnlySchema.safeParse({ Email: request.query.email });
      if (!parsed.success)
        throw validationError({ email: firstErrorPerField(parsed.error).Email ?? "validation.emailInvalid" });
      await accounts.sendResetLink(parsed.data.Email, requestMeta(request));
      return ok(null, translate(request.language, "success.resetLinkSent"));
    },
  );

  route(
    app,
    contract.account.emailVerificationforReset,
    {
      access: publicAccess(),
      tags: userTags,
      summary: "Check a reset token without using it",
    },
    async (request) => {
      if (!request.query.token.trim()) throw badRequest("INVALID_TOKEN", "errors.resetLinkInvalid");
      await accounts.verifyResetToken(request.query.token.trim());
      return ok(null, translate(request.language, "success.resetTokenValid"));
    },
  );

  route(
    app,
    contract.account.resetPassword,
    {
      access: publicAccess(),
      tags: userTags,
      summary: "Set a new password with a reset token",
    },
    async (request) => {
      await accounts.resetPassword(request.body.Token, request.body.Password);
      return ok(null, translate(request.language, "success.passwordReset"));
    },
  );

  route(
    app,
    contract.account.changePassword,
    {
      access: ownerAccess({ in: "body", name: "UserId" }, selfOnly),
      tags: userTags,
      summary: "Change the password (bearer)",
    },
    async (request) => {
      // The access rule refuses another user's UserId, an administrator's included: this call needs the
      // current password, so it only ever changes the caller's own.
      const actor = actorOf(request);
      await accounts.changePassword(actor.user, actor.sessionId, request.body.OldPassword, request.body.NewPassword);
      return ok(null, translate(request.language, "success.passwordChanged"));
    },
  );

  route(
    app,
    contract.account.changeUserEmail,
    {
      access: ownerAccess({ in: "query", name: "userId" }, selfOnly),
      tags: userTags,
      summary:
        "Start an e-mail change (bearer, owner only): JSON body { Password } with the current password; a confirmation link goes to the new address and a notice to the old one; Data.PendingEmail",
    },
    async (request) => {
      // Only the owner may move their login to another address (selfOnly); an administrator may not.
      const actor = actorOf(request);
      const parsed = changeEmailSchema.safeParse({
        Email: request.query.email,
        Password: request.body?.Password ?? "",
      });
      if (!parsed.success) {
        const { Email, ...errors } = firstErrorPerField(parsed.error);
        throw validationError(Email ? { email: Email, ...errors } : errors);
      }
      const { pendingEmail } = await accounts.requestEmailChange(actor.user, parsed.data.Email, parsed.data.Password);
      return ok(
        { PendingEmail: pendingEmail },
        translate(request.language, "success.emailChangeSent", { email: pendingEmail }),
      );
    },
  );

  route(
    app,
    contract.account.confirmUserEmailChange,
    {
      access: publicAccess("the token mailed to the new address proves it"),
      tags: userTags,
      summary:
        "Complete an e-mail change with the token mailed to the new address; every older session ends; Data.Token is a new access token, Data.User the user",
    },
    async (request) => {
      const { user, token } = await accounts.confirmEmailChange(
        request.query.userId,
        request.query.token,
        requestMeta(request),
      );
      const membership = (await accounts.getUser(user.id)).membership;
      return ok(
        { Token: token.accessToken, User: presentUser(user, membership) },
        translate(request.language, "success.emailChanged"),
      );
    },
  );
}
