import { contract, translate } from "@haa/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.ts";
import { actorOf } from "../../http/access.ts";
import { ok } from "../../http/envelope.ts";
import { readForm } from "../../http/input.ts";
import { route } from "../../http/route.ts";
import { PROFILE_IMAGE_MAX_BYTES } from "../../platform/storage/storage.ts";
import { profileAccess } from "./profiles.policy.ts";
import type { ProfileService } from "./profiles.service.ts";

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
  route(
    app,
    contract.profiles.updateUsers,
    {
      access: profileAccess("edit", { in: "query", name: "UserId" }),
      tags: ["Account"],
      summary:
        "Update the profile (bearer; multipart or JSON): FirstName, LastName, Phone (sign-up rules), Bio (≤ 4000), IntroDescription (≤ 500), Specializations (≤ 500), WebpageURL (http/https only), Languages (ISO 639-1, repeated or comma-separated, ≤ 10), CountryId/StateId/CityName (geography ids; the server looks up names and coordinates), optional ProfileImageFile (JPEG/PNG/GIF/WebP by content, ≤ 5 MB; replaces the old one). UserId in the query: the caller's own when absent; an administrator may name another member. At most 30 saves an hour (429)",
    },
    async (request) => {
      const target = request.query.UserId ?? actorOf(request).user.id;
      const { fields, image } = await readProfileForm(request);
      const profile = await profiles.updateProfile(target, fields, image);
      return ok(profile, translate(request.language, "profileMessages.profileSaved"));
    },
  );

  const tags = ["User"];
  route(
    app,
    contract.profiles.getUserAccountSettings,
    {
      access: profileAccess("readSettings", { in: "query", name: "Id" }),
      tags,
      summary:
        "A member's account settings (the member or an administrator): communication language, directory listing (the choice, whether the plan allows it, whether the directory shows them), what the public profile shows, remote sessions, languages and practice place",
    },
    async (request) => ok(await profiles.settings(request.query.Id)),
  );

  route(
    app,
    contract.profiles.updateAccountSetting,
    {
      access: profileAccess("editSettings", { in: "body", name: "UserId" }),
      tags,
      summary:
        "Save the account settings (the member or an administrator): Language (communication: en, ja, de, pt), Listed (turning it on stamps ListedAt; the directory shows the member only with the 'Practitioner Profile' permission), ShowEmail, ShowPhone, ShowWebpage",
    },
    async (request) => {
      const settings = await profiles.updateSettings(request.body);
      return ok(settings, translate(request.language, "profileMessages.settingsSaved"));
    },
  );

  route(
    app,
    contract.profiles.toggleRemoteSessions,
    {
      access: profileAccess("toggleRemote", { in: "query", name: "userId" }),
      tags,
      summary:
        "Offer remote sessions or stop (bearer, the member only; a GET that changes state, as the spec has it, so cookies never authorise it). value=true|false sets the value and is safe to retry; without it the value flips. Answers the new value",
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

  route(
    app,
    contract.profiles.getInstructorLicensingDetails,
    {
      access: profileAccess("readLicence", { in: "query", name: "InstructorId" }),
      tags,
      summary:
        "An instructor's licence (the instructor or an administrator): number, level, yearly licensing fee (USD) and renewal date (the instructor membership's end); 404 for a member who is not an instructor",
    },
    async (request) => ok(await profiles.licensing(request.query.InstructorId)),
  );
}
