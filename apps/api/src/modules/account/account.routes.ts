import {
  changeEmailSchema,
  changePasswordSchema,
  emailChangeRequestedSchema,
  emailChangeResultSchema,
  emailOnlySchema,
  envelopeSchema,
  firstErrorPerField,
  loginResultSchema,
  loginSchema,
  resetPasswordSchema,
  signupResultSchema,
  translate,
  userProfileSchema,
} from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { actorOf, memberAccess, ownerAccess, publicAccess, selfOnly } from "../../http/access.ts";
import { bearerToken } from "../../http/auth.ts";
import { ok } from "../../http/envelope.ts";
import { badRequest, validationError } from "../../http/errors.ts";
import { readForm } from "../../http/input.ts";
import { requestMeta } from "../../http/request-context.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../platform/storage/storage.ts";
import { idempotentCall } from "../billing/idempotency.ts";
import { presentLogin, presentUser, presentUserProfile } from "./account.presenter.ts";
import type { AccountService } from "./account.service.ts";

const userIdQuery = (name: string) => z.object({ [name]: z.coerce.number().int().positive().max(2_147_483_647) });
const tokenString = z.string().trim().min(1).max(200);
const MAX_FIELD_BYTES = 10_000;
/** The answer of a call whose Message says everything. */
const messageOnly = { 200: envelopeSchema(z.null()) };

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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Account"];

  api.post(
    "/api/Account/signup",
    {
      config: { access: publicAccess(), idempotency: { scope: "account.signup" } },
      schema: {
        tags,
        summary:
          "Sign up (multipart form with the fields of spec 000 §3; ProfileImageFile optional). MembershipId 2 or 3 is paid: AmountPaid, CardHolderName, CardNumber, ExpiryDate, CVV and Coupon are required or checked, the amount is computed on the server (country from the client IP) and charged before the account is created; optional Idempotency-Key header",
        consumes: ["multipart/form-data", "application/json"],
        response: { 200: envelopeSchema(signupResultSchema) },
      },
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

  api.post(
    "/api/Account/Login",
    {
      config: { access: publicAccess() },
      schema: { tags, summary: "Log in", body: loginSchema, response: { 200: envelopeSchema(loginResultSchema) } },
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

  api.get(
    "/api/Account/CheckUserLogout",
    {
      config: { access: publicAccess("the bearer it asks about is checked by the service, expired ones included") },
      schema: {
        tags,
        summary:
          "Whether an administrator logged the user out: Data true only when the account is locked or deleted; a revoked or expired session is 401",
        querystring: userIdQuery("userId"),
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => {
      const loggedOut = await accounts.wasLoggedOut(Number(request.query.userId), bearerToken(request));
      return ok(loggedOut);
    },
  );

  api.post(
    "/api/Account/Logout",
    {
      config: { access: memberAccess },
      schema: {
        tags,
        summary: "End this session at once (bearer); the token is refused from then on",
        response: messageOnly,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await accounts.logout(actor.user.id, actor.sessionId);
      return ok(null, translate(request.language, "success.loggedOut"));
    },
  );

  api.post(
    "/api/Account/LogoutAllSessions",
    {
      config: { access: memberAccess },
      schema: { tags, summary: "End every session of the caller, on every device (bearer)", response: messageOnly },
    },
    async (request) => {
      const actor = actorOf(request);
      await accounts.logoutEverywhere(actor.user.id);
      return ok(null, translate(request.language, "success.loggedOutEverywhere"));
    },
  );

  api.post(
    "/api/Account/ResendEmailConfirmationLink",
    {
      config: { access: publicAccess() },
      schema: {
        tags,
        summary:
          "Send the confirmation link again: the same answer for a confirmed, an unconfirmed or an unknown address; only an unconfirmed account gets a mail",
        querystring: z.object({ email: z.string().max(254) }),
        response: messageOnly,
      },
    },
    async (request) => {
      const parsed = emailOnlySchema.safeParse({ Email: request.query.email });
      if (!parsed.success)
        throw validationError({ email: firstErrorPerField(parsed.error).Email ?? "validation.emailInvalid" });
      await accounts.resendConfirmation(parsed.data.Email, requestMeta(request));
      return ok(null, translate(request.language, "success.confirmationSent"));
    },
  );

  api.post(
    "/api/Account/ConfirmUserAccount",
    {
      config: { access: publicAccess("the e-mailed token proves the address") },
      schema: {
        tags,
        summary:
          "Confirm the e-mail address with the emailed token; a wrong token gets one answer whatever the account's state; rate-limited per address",
        querystring: z.object({ token: tokenString, userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: messageOnly,
      },
    },
    async (request) => {
      await accounts.confirmAccount(request.query.userId, request.query.token, requestMeta(request));
      return ok(null, translate(request.language, "success.accountConfirmed"));
    },
  );

  api.get(
    "/api/Account/GetUserWeb",
    {
      config: { access: ownerAccess({ in: "query", name: "id" }) },
      schema: {
        tags,
        summary: "A user's profile (the user or an administrator)",
        querystring: userIdQuery("id"),
        response: { 200: envelopeSchema(userProfileSchema) },
      },
    },
    async (request) => {
      const id = Number(request.query.id);
      const { user, membership } = await accounts.getUser(id);
      return ok(presentUserProfile(user, membership));
    },
  );

  const userTags = ["User"];
  api.post(
    "/api/User/SendLinkforResetPassword",
    {
      config: { access: publicAccess() },
      schema: {
        tags: userTags,
        summary: "E-mail a password reset link",
        querystring: z.object({ email: z.string().max(254) }),
        response: messageOnly,
      },
    },
    async (request) => {
      const parsed = emailOnlySchema.safeParse({ Email: request.query.email });
      if (!parsed.success)
        throw validationError({ email: firstErrorPerField(parsed.error).Email ?? "validation.emailInvalid" });
      await accounts.sendResetLink(parsed.data.Email, requestMeta(request));
      return ok(null, translate(request.language, "success.resetLinkSent"));
    },
  );

  api.post(
    "/api/User/EmailVerificationforReset",
    {
      config: { access: publicAccess() },
      schema: {
        tags: userTags,
        summary: "Check a reset token without using it",
        querystring: z.object({ token: z.string().max(200) }),
        response: messageOnly,
      },
    },
    async (request) => {
      if (!request.query.token.trim()) throw badRequest("INVALID_TOKEN", "errors.resetLinkInvalid");
      await accounts.verifyResetToken(request.query.token.trim());
      return ok(null, translate(request.language, "success.resetTokenValid"));
    },
  );

  api.post(
    "/api/User/ResetPassword",
    {
      config: { access: publicAccess() },
      schema: {
        tags: userTags,
        summary: "Set a new password with a reset token",
        body: resetPasswordSchema,
        response: messageOnly,
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body.Token, request.body.Password);
      return ok(null, translate(request.language, "success.passwordReset"));
    },
  );

  api.put(
    "/api/User/ChangePassword",
    {
      config: { access: ownerAccess({ in: "body", name: "UserId" }, selfOnly) },
      schema: {
        tags: userTags,
        summary: "Change the password (bearer)",
        body: changePasswordSchema,
        response: messageOnly,
      },
    },
    async (request) => {
      // The access rule refuses another user's UserId, an administrator's included: this call needs the
      // current password, so it only ever changes the caller's own.
      const actor = actorOf(request);
      await accounts.changePassword(actor.user, actor.sessionId, request.body.OldPassword, request.body.NewPassword);
      return ok(null, translate(request.language, "success.passwordChanged"));
    },
  );

  api.post(
    "/api/User/ChangeUserEmail",
    {
      config: { access: ownerAccess({ in: "query", name: "userId" }, selfOnly) },
      schema: {
        tags: userTags,
        summary:
          "Start an e-mail change (bearer, owner only): JSON body { Password } with the current password; a confirmation link goes to the new address and a notice to the old one; Data.PendingEmail",
        querystring: z.object({
          userId: z.coerce.number().int().positive().max(2_147_483_647),
          email: z.string().max(254),
        }),
        body: z.object({ Password: z.string().max(1000).optional() }).nullish(),
        response: { 200: envelopeSchema(emailChangeRequestedSchema) },
      },
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

  api.post(
    "/api/User/ConfirmUserEmailChange",
    {
      config: { access: publicAccess("the token mailed to the new address proves it") },
      schema: {
        tags: userTags,
        summary:
          "Complete an e-mail change with the token mailed to the new address; every older session ends; Data.Token is a new access token, Data.User the user",
        querystring: z.object({ token: tokenString, userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: envelopeSchema(emailChangeResultSchema) },
      },
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
