import type {
  AccountSettings,
  Country,
  LicensingDetails,
  MemberProfile,
  RemoteSessions,
  UpdateAccountSettingInput,
  UserProfile,
} from "@haa/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiData, apiRequest } from "../../../shared/api/client.ts";

export type { AccountSettings, LicensingDetails, MemberProfile, UserProfile };

/** GET Account/GetUserWeb?id: names, phone, bio, intro, specializations, webpage, photo. */
export function useUserWeb(userId: number) {
  return useQuery({
    queryKey: ["profiles", "user", userId],
    queryFn: () => apiData<UserProfile>("Account/GetUserWeb", { query: { id: userId } }),
  });
}

/** GET User/GetUserAccountSettings?Id: listing, visibility, remote sessions, languages and place. */
export function useAccountSettings(userId: number) {
  return useQuery({
    queryKey: ["profiles", "settings", userId],
    queryFn: () => apiData<AccountSettings>("User/GetUserAccountSettings", { query: { Id: userId } }),
  });
}

/** Every country with its region: finds the region of a saved place so the cascading selects can open on it. */
export function useCountryRegion(countryId: string | null) {
  return useQuery({
    queryKey: ["geography", "countries", "all"],
    queryFn: () => apiData<Country[]>("GeneralLocations/GetCountriesByRegionId"),
    enabled: Boolean(countryId),
    staleTime: Number.POSITIVE_INFINITY,
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
      return apiRequest<MemberProfile>("Account/UpdateUsers", { method: "POST", form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["profiles"] }),
  });
}

/** POST User/UpdateAccountSetting. */
export function useSaveAccountSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountSettingInput) =>
      apiRequest<AccountSettings>("User/UpdateAccountSetting", { method: "POST", json: input }),
    onSuccess: (result) => client.setQueryData(["profiles", "settings", result.Data.UserId], result.Data),
  });
}

/** GET User/ToggleRemoteSessions with the wanted value, so a retried request cannot flip it back. */
export function useSetRemoteSessions(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: boolean) =>
      apiRequest<RemoteSessions>("User/ToggleRemoteSessions", { query: { userId, value: String(value) } }),
    onSuccess: (result) =>
      client.setQueryData<AccountSettings>(["profiles", "settings", userId], (old) =>
        old ? { ...old, OffersRemoteSessions: result.Data.OffersRemoteSessions } : old,
      ),
  });
}

/** GET User/GetInstructorLicensingDetails?InstructorId (404 for a member who is not an instructor). */
export function useLicensingDetails(instructorId: number) {
  return useQuery({
    queryKey: ["profiles", "licensing", instructorId],
    queryFn: () =>
      apiData<LicensingDetails>("User/GetInstructorLicensingDetails", { query: { InstructorId: instructorId } }),
    retry: false,
  });
}
