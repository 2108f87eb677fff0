// Route module of the member's profile sections (issue 10): the bio editor and the instructor's licensing details,
// and their loaders.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { readSession } from "../../shared/session/session-store.ts";
import { hasInstructorLevel } from "../../shared/session/stored-level.ts";
import { accountSettingsQuery, licensingDetailsQuery, userWebQuery } from "./api/profiles.ts";

export { BioPage } from "./components/bio-page.tsx";
export { LicensingPage } from "./components/licensing-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/bio: the member's profile and account settings (their place's region follows from the settings).
  profileBio: memberLoader(({ client, userId }) => [
    client.ensureQueryData(userWebQuery(userId)),
    client.ensureQueryData(accountSettingsQuery(userId)),
  ]),
  // /profile/licensingdetails: an instructor's licence (the stored level says who is one). Anyone else is answered
  // 404, and a read failed here would be asked again when the screen mounts: the screen asks it alone.
  profileLicensingDetails: memberLoader(({ client, userId }) => {
    return hasInstructorLevel(readSession().user) ? [client.ensureQueryData(licensingDetailsQuery(userId))] : [];
  }),
};
