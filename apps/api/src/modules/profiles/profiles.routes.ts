import {
  accountSettingsSchema,
  envelopeSchema,
  licensingDetailsSchema,
  memberProfileSchema,
  remoteSessionsSchema,
  toggleRemoteSessionsQuerySchema,
  translate,
  updateAccountSettingSchema,
} from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { readForm } from "../../http/input.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../platform/storage/storage.ts";
import { profileAccess } from "./profiles.policy.ts";
import type { ProfileService } from "./profiles.service.ts";

const userId = z.coerce.number().int().positive().max(2_147_483_647);
const MAX_FIELD_BYTES = 20_000;

/** The multipart profile form (or JSON without a picture): text fields, Languages may repeat, one ProfileImageFile. */
async function readProfileForm(request: FastifyRequest) {
  const form = await readForm(request, {
    files: ["ProfileImageFile"],
    maxFileBytes: PROFILE_IMAGE_MAX_BYTES,
    maxFields: 40,
    maxFieldBytes: MAX_FIELD_BYTES,
    json: true,
  });
  const fields: Record<string, string> = { ...form?.fields };
  // A multipart form joins a multi-select by repeating the field; the schema also reads "en,ja".
  if (form?.values.Languages) fields.Languages = form.values.Languages.join(",");
  const image = form?.files.ProfileImageFile?.bytes;
  return { fields, image: image?.length ? image : undefined };
}

export function profileRoutes(app: FastifyInstance, _deps: Deps, profiles: ProfileService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/api/Account/UpdateUsers",
    {
      config: { access: profileAccess("edit", { in: "query", name: "UserId" }) },
      schema: {
        tags: ["Account"],
        summary:
          "Update the profile (bearer; multipart or JSON): FirstName, LastName, Phone (sign-up rules), Bio (≤ 4000), IntroDescription (≤ 500), Specializations (≤ 500), WebpageURL (http/https only), Languages (ISO 639-1, repeated or comma-separated, ≤ 10), CountryId/StateId/CityName (geography ids; the server looks up names and coordinates), optional ProfileImageFile (JPEG/PNG/GIF/WebP by content, ≤ 5 MB; replaces the old one). UserId in the query: the caller's own when absent; an administrator may name another member. At most 30 saves an hour (429)",
        consumes: ["multipart/form-data", "application/json"],
        querystring: z.object({ UserId: userId.optional() }),
        response: { 200: envelopeSchema(memberProfileSchema) },
      },
    },
    async (request) => {
      const target = request.query.UserId ?? actorOf(request).user.id;
      const { fields, image } = await readProfileForm(request);
      const profile = await profiles.updateProfile(target, fields, image);
      return ok(profile, translate(request.language, "profileMessages.profileSaved"));
    },
  );

  const tags = ["User"];
  api.get(
    "/api/User/GetUserAccountSettings",
    {
      config: { access: profileAccess("readSettings", { in: "query", name: "Id" }) },
      schema: {
        tags,
        summary:
          "A member's account settings (the member or an administrator): communication language, directory listing (the choice, whether the plan allows it, whether the directory shows them), what the public profile shows, remote sessions, languages and practice place",
        querystring: z.object({ Id: userId }),
        response: { 200: envelopeSchema(accountSettingsSchema) },
      },
    },
    async (request) => ok(await profiles.settings(request.query.Id)),
  );

  api.post(
    "/api/User/UpdateAccountSetting",
    {
      config: { access: profileAccess("editSettings", { in: "body", name: "UserId" }) },
      schema: {
        tags,
        summary:
          "Save the account settings (the member or an administrator): Language (communication: en, ja, de, pt), Listed (turning it on stamps ListedAt; the directory shows the member only with the 'Practitioner Profile' permission), ShowEmail, ShowPhone, ShowWebpage",
        body: updateAccountSettingSchema,
        response: { 200: envelopeSchema(accountSettingsSchema) },
      },
    },
    async (request) => {
      const settings = await profiles.updateSettings(request.body);
      return ok(settings, translate(request.language, "profileMessages.settingsSaved"));
    },
  );

  api.get(
    "/api/User/ToggleRemoteSessions",
    {
      config: { access: profileAccess("toggleRemote", { in: "query", name: "userId" }) },
      schema: {
        tags,
        summary:
          "Offer remote sessions or stop (bearer, the member only; a GET that changes state, as the spec has it, so cookies never authorise it). value=true|false sets the value and is safe to retry; without it the value flips. Answers the new value",
        querystring: toggleRemoteSessionsQuerySchema,
        response: { 200: envelopeSchema(remoteSessionsSchema) },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const value = request.query.value === undefined ? undefined : request.query.value === "true";
      const offers = await profiles.toggleRemoteSessions(request.query.userId, value);
      return ok(
        { OffersRemoteSessions: offers },
        translate(request.language, offers ? "profileMessages.remoteOn" : "profileMessages.remoteOff"),
      );
    },
  );

  api.get(
    "/api/User/GetInstructorLicensingDetails",
    {
      config: { access: profileAccess("readLicence", { in: "query", name: "InstructorId" }) },
      schema: {
        tags,
        summary:
          "An instructor's licence (the instructor or an administrator): number, level, yearly licensing fee (USD) and renewal date (the instructor membership's end); 404 for a member who is not an instructor",
        querystring: z.object({ InstructorId: userId }),
        response: { 200: envelopeSchema(licensingDetailsSchema) },
      },
    },
    async (request) => ok(await profiles.licensing(request.query.InstructorId)),
  );
}
