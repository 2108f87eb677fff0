// Route module of the member's account settings (e-mail change, log out everywhere, the profile's account
// settings, the address book, "Your data": the export and the erasure request): its own chunk, so the sign-up
// screens' chunk stays within its budget.

import { AddressBook } from "../addresses/components/address-book.tsx";
import { YourDataSection } from "../privacy/components/your-data-section.tsx";
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
