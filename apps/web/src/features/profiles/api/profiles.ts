import {
  type AccountSettings,
  contract,
  type LicensingDetails,
  type MemberProfile,
  type UpdateAccountSettingInput,
  type UserProfile,
} from "@haa/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, callData } from "../../../shared/api/call.ts";
import { allCountriesQuery } from "../../../shared/geography/geography.ts";

export type { AccountSettings, LicensingDetails, MemberProfile, UserProfile };

const profileKeys = {
  all: ["profiles"] as const,
  user: (userId: number) => [...profileKeys.all, "user", userId] as const,
  settings: (userId: number) => [...profileKeys.all, "settings", userId] as const,
  licensing: (instructorId: number) => [...profileKeys.all, "licensing", instructorId] as const,
};

/** GET Account/GetUserWeb?id: names, phone, bio, intro, specializations, webpage, photo. */
export const userWebQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.user(userId),
    queryFn: ({ signal }) => callData(contract.account.getUserWeb, { query: { id: userId }, signal }),
  });

export function useUserWeb(userId: number) {
  return useQuery(userWebQuery(userId));
}

/** GET User/GetUserAccountSettings?Id: listing, visibility, remote sessions, languages and place. */
export const accountSettingsQuery = (userId: number) =>
  queryOptions({
    queryKey: profileKeys.settings(userId),
    queryFn: ({ signal }) => callData(contract.profiles.getUserAccountSettings, { query: { Id: userId }, signal }),
  });

export function useAccountSettings(userId: number) {
  return useQuery(accountSettingsQuery(userId));
}

/** Every country with its region: finds the region of a saved place so the cascading selects can open on it. */
export function useCountryRegion(countryId: string | null) {
  return useQuery({
    ...allCountriesQuery(),
    enabled: Boolean(countryId),
    select: (countries) => countries.find((c) => c.Id === countryId)?.RegionId ?? null,
  });
}

export interface ProfileFormValues {
  FirstName: string;
  LastName: string;
  Phone: string;
  Bio: string;
  IntroDescription: string;
  Specializations: string;
  WebpageURL: string;
  Languages: string[];
  CountryId: string;
  StateId: string;
  CityName: string;
}

/** POST Account/UpdateUsers (multipart; each language is its own `Languages` part). */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, photo }: { values: ProfileFormValues; photo: File | null }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) {
        if (Array.isArray(value)) for (const item of value) form.append(key, item);
        else form.append(key, value);
      }
      if (photo) form.append("ProfileImageFile", photo);
      return callApi(contract.profiles.updateUsers, { query: {}, form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** POST User/UpdateAccountSetting. */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountSettingInput) => callApi(contract.profiles.updateAccountSetting, { body: input }),
    onSuccess: (result) => client.setQueryData(profileKeys.settings(result.Data.UserId), result.Data),
  });
}

/** GET User/ToggleRemoteSessions with the wanted value, so a retried request cannot flip it back. */
export function useSetRemoteSessions(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      callApi(contract.profiles.toggleRemoteSessions, { query: { userId, value: value ? "true" : "false" } }),
    onSuccess: (result) =>
      client.setQueryData<AccountSettings>(profileKeys.settings(userId), (old) =>
        old ? { ...old, OffersRemoteSessions: result.Data.OffersRemoteSessions } : old,
      ),
  });
}

/**
 * GET User/GetInstructorLicensingDetails?InstructorId (404 for a member who is not an instructor). Not retried:
 * the screen's loader and the screen ask it alike, and a failure shows at once.
 */
export const licensingDetailsQuery = (instructorId: number) =>
  queryOptions({
    queryKey: profileKeys.licensing(instructorId),
    queryFn: ({ signal }) =>
      callData(contract.profiles.getInstructorLicensingDetails, { query: { InstructorId: instructorId }, signal }),
    retry: false,
  });

export function useLicensingDetails(instructorId: number) {
  return useQuery(licensingDetailsQuery(instructorId));
}
