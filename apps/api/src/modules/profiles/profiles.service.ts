import {
  type AccountSettings,
  firstErrorPerField,
  type LicensingDetails,
  type MemberProfile,
  type UpdateAccountSettingInput,
  updateProfileSchema,
} from "@haa/domain";
import type { Deps } from "../../deps.ts";
import { notFound, validationError } from "../../http/errors.ts";
import { changedFields } from "../../platform/audit/audit.ts";
import type { Limit } from "../../platform/ratelimit/rate-limiter.ts";
import { processProfileImage } from "../../platform/storage/storage.ts";
import type { Account } from "../account/accounts.port.ts";
import { geography } from "../locations/locations.geography.ts";
import { planAllowsListing } from "./profiles.policy.ts";
import { presentAccountSettings, presentLicensing, presentMemberProfile } from "./profiles.presenter.ts";
import { type OwnProfileChanges, profilesRepository as repo } from "./profiles.repository.ts";

/** Profile saves per member: each may decode and re-encode a 5 MB picture (ADR 0045). */
export const PROFILE_SAVE_LIMIT: Limit = { max: 30, windowMs: 60 * 60_000 };

type Place = Pick<
  OwnProfileChanges,
  "countryCode" | "countryName" | "stateId" | "stateName" | "city" | "latitude" | "longitude"
>;

const NO_PLACE: Place = {
  countryCode: null,
  countryName: null,
  stateId: null,
  stateName: null,
  city: null,
  latitude: null,
  longitude: null,
};

/**
 * The practice place from geography ids (ADR 0040's data set): names and coordinates are looked up here, never
 * taken from the client. A city the data set lacks is kept as typed with its state's (else country's) coordinates.
 */
export function resolvePlace(countryId: string, stateId: string, cityName: string): Place {
  if (countryId === "") {
    if (stateId !== "" || cityName !== "") throw validationError({ CountryId: "profileRules.countryRequired" });
    return NO_PLACE;
  }
  const country = geography.country(countryId);
  if (!country) throw validationError({ CountryId: "profileRules.countryInvalid" });
  let coordinates = { lat: country.Latitude, lon: country.Longitude };
  let stateName: string | null = null;
  if (stateId !== "") {
    const state = geography.state(stateId);
    if (!state || state.CountryId !== country.Id) throw validationError({ StateId: "profileRules.stateInvalid" });
    stateName = state.Name;
    coordinates = { lat: state.Latitude, lon: state.Longitude };
    const city = cityName ? geography.city(state.Id, cityName) : undefined;
    if (city) coordinates = { lat: city.Latitude, lon: city.Longitude };
  } else if (geography.states(country.Id).length > 0) {
    throw validationError({ StateId: "profileRules.stateRequired" });
  }
  return {
    countryCode: country.Id,
    countryName: country.Name,
    stateId: stateId || null,
    stateName,
    city: cityName || null,
    latitude: coordinates.lat,
    longitude: coordinates.lon,
  };
}

export function createProfileService(deps: Deps) {
  const { db, clock, storage } = deps;

  async function userOr404(userId: number): Promise<Account> {
    const user = await deps.accounts.existing(db, userId);
    if (!user) throw notFound("USER_NOT_FOUND", "profileRules.userNotFound");
    return user;
  }

  async function canBeListed(userId: number): Promise<boolean> {
    return planAllowsListing(await deps.memberAccess.planOf(db, userId, clock.now()));
  }

  return {
    /** Account/UpdateUsers: the access hook has let the member or an administrator through. */
    async updateProfile(
      userId: number,
      fields: Record<string, string | string[]>,
      image: Buffer | undefined,
    ): Promise<MemberProfile> {
      const user = await userOr404(userId);
      const parsed = updateProfileSchema.safeParse(fields);
      if (!parsed.success) throw validationError(firstErrorPerField(parsed.error));
      const input = parsed.data;
      const place = resolvePlace(input.CountryId, input.StateId, input.CityName);
      if (deps.audit.recording()) {
        // An administrator's edit (ADR 0088): which fields it changes, not their values (a profile is what an
        // erasure removes, and the log is append-only).
        const changed = changedFields(presentMemberProfile(user, await repo.find(db, userId)), input);
        deps.audit.before({ kind: "user", id: userId }, { Changed: image ? [...changed, "ProfileImage"] : changed });
      }
      await deps.rateLimiter.hit(`profiles:save:${userId}`, PROFILE_SAVE_LIMIT);
      // Checked by content and re-encoded (metadata dropped) before anything is written.
      const newImage = image ? await storage.put("profile", "webp", await processProfileImage(image)) : undefined;
      const now = clock.now();
      let profile: Awaited<ReturnType<typeof repo.save>>;
      try {
        profile = await db.transaction(async (tx) => {
          await deps.accounts.update(tx, userId, {
            firstName: input.FirstName,
            lastName: input.LastName,
            phone: input.Phone,
            bio: input.Bio,
            introDescription: input.IntroDescription,
            specializations: input.Specializations,
            webpageUrl: input.WebpageURL,
            ...(newImage ? { profileImage: newImage } : {}),
          });
          return repo.save(tx, userId, { languages: input.Languages, ...place }, now);
        });
      } catch (error) {
        if (newImage) await storage.delete(newImage).catch(() => undefined);
        throw error;
      }
      // The old picture goes only once the new one is saved; a leftover file is clutter, not a fault.
      if (newImage && user.profileImage) await storage.delete(user.profileImage).catch(() => undefined);
      const saved = await userOr404(userId);
      return presentMemberProfile(saved, profile);
    },

    async settings(userId: number): Promise<AccountSettings> {
      const user = await userOr404(userId);
      return presentAccountSettings(user, await repo.find(db, userId), await canBeListed(userId));
    },

    /**
     * User/UpdateAccountSetting. Turning the listing on stamps `listed_at` (the directory's "latest"); saving it
     * on again keeps the first stamp. The choice is kept even without the plan: it takes effect on upgrade.
     */
    async updateSettings(input: UpdateAccountSettingInput): Promise<AccountSettings> {
      const user = await userOr404(input.UserId);
      const before = await repo.find(db, user.id);
      if (deps.audit.recording()) {
        // An administrator's save (ADR 0088): the member's choices, not the place or languages shown beside them.
        const { Language, Listed, ListedAt, ShowEmail, ShowPhone, ShowWebpage } = presentAccountSettings(
          user,
          before,
          false,
        );
        deps.audit.before(
          { kind: "user", id: user.id },
          { Language, Listed, ListedAt, ShowEmail, ShowPhone, ShowWebpage },
        );
      }
      const now = clock.now();
      const turnedOn = input.Listed && !before?.listed;
      const profile = await db.transaction(async (tx) => {
        if (user.language !== input.Language) await deps.accounts.update(tx, user.id, { language: input.Language });
        return repo.save(
          tx,
          user.id,
          {
            listed: input.Listed,
            ...(turnedOn ? { listedAt: now } : {}),
            showEmail: input.ShowEmail,
            showPhone: input.ShowPhone,
            showWebpage: input.ShowWebpage,
          },
          now,
        );
      });
      return presentAccountSettings({ ...user, language: input.Language }, profile, await canBeListed(user.id));
    },

    /** User/ToggleRemoteSessions: sets `value` when given (a retry is harmless), else flips. */
    async toggleRemoteSessions(userId: number, value: boolean | undefined): Promise<boolean> {
      await userOr404(userId);
      return repo.setRemoteSessions(db, userId, value, clock.now());
    },

    /** User/GetInstructorLicensingDetails: 404 unless the user is (or was) an instructor. */
    async licensing(instructorId: number): Promise<LicensingDetails> {
      const user = await userOr404(instructorId);
      const { record, renewal } = await deps.memberAccess.instructorLicence(db, instructorId, clock.now());
      if (!record && !renewal) throw notFound("NOT_INSTRUCTOR", "profileRules.notInstructor");
      return presentLicensing(user, record, renewal);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
