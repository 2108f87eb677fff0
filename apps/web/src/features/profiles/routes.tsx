// Route module of the member's profile sections (issue 10): the bio editor and the instructor's licensing details,
// and the bio's loader.
import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { accountSettingsQuery, userWebQuery } from "./api/profiles.ts";

export { BioPage } from "./components/bio-page.tsx";
export { LicensingPage } from "./components/licensing-page.tsx";

/** The loaders of this area's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/bio: the member's profile and account settings (their place's region follows from the settings).
  profileBio: memberLoader(({ client, userId }) => [
    client.ensureQueryData(userWebQuery(userId)),
    client.ensureQueryData(accountSettingsQuery(userId)),
  ]),
};
