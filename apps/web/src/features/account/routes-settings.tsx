// Route module of the member's account settings (e-mail change, log out everywhere, the profile's account
// settings, the address book, "Your data": the export and the erasure request): its own chunk, so the sign-up
// screens' chunk stays within its budget.

import { type Loaders, memberLoader } from "../../shared/routing/route-loader.ts";
import { userAddressesQuery } from "../addresses/api/addresses.ts";
import { AddressBook } from "../addresses/components/address-book.tsx";
import { myPrivacyQuery } from "../privacy/api/privacy.ts";
import { YourDataSection } from "../privacy/components/your-data-section.tsx";
import { accountSettingsQuery } from "../profiles/api/profiles.ts";
import { AccountSettingsCard } from "../profiles/components/account-settings-card.tsx";
import { AccountPage as AccountSettings } from "./components/account-page.tsx";

export function AccountPage() {
  return (
    <AccountSettings
      sections={(user) => (
        <>
          <AccountSettingsCard userId={user.Id} />
          <AddressBook userId={user.Id} />
          <YourDataSection />
        </>
      )}
    />
  );
}

/** The loaders of this chunk's screens that show data, by route (ADR 0098). */
export const loaders: Loaders = {
  // /profile/account: what the sections other features own show (the e-mail and sessions cards read nothing).
  profileAccount: memberLoader(({ client, userId }) => [
    client.ensureQueryData(accountSettingsQuery(userId)),
    client.ensureQueryData(userAddressesQuery(userId)),
    client.ensureQueryData(myPrivacyQuery()),
  ]),
};
