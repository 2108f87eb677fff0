import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AccountSettingsCard } from "./account-settings-card.tsx";
import { BioPage } from "./bio-page.tsx";
import { LicensingPage } from "./licensing-page.tsx";

// The Radix switch measures its thumb; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const userWeb = {
  Id: 4,
  Username: "haruto",
  Email: "haruto@example.org",
  FirstName: "Haruto",
  LastName: "Sato",
  AccountType: 1,
  MembershipId: 4,
  ProfileImage: null,
  Language: "ja",
  UserMemeberships: null,
  Phone: "+81 3 1234 5678",
  Country: "Japan",
  WebpageURL: "https://sato.example.jp",
  Specializations: "Chronic pain",
  Bio: "<b>Sessions</b> in Shibuya.",
  IntroDescription: "Physiotherapist.",
  SubscribeToNewsletter: false,
  IsEmailConfirmed: true,
  CreatedAt: "2026-01-01T00:00:00.000Z",
};

function settings(overrides: Record<string, unknown> = {}) {
  return {
    UserId: 4,
    Language: "ja",
    Listed: false,
    ListedAt: null,
    CanBeListed: true,
    IsListed: false,
    UnlistedByAdmin: false,
    ShowEmail: false,
    ShowPhone: false,
    ShowWebpage: true,
    OffersRemoteSessions: false,
    Languages: ["ja"],
    CountryId: "JP",
    CountryName: "Japan",
    StateId: "JP-13",
    StateName: "Tokyo",
    CityName: "Tokyo",
    Latitude: 35.69,
    Longitude: 139.69,
    ...overrides,
  };
}

const geography = {
  "GET GeneralLocations/GetAllRegions": { body: envelope([{ Id: 4, Name: "Asia" }]) },
  "GET GeneralLocations/GetCountriesByRegionId": {
    body: envelope([{ Id: "JP", Name: "Japan", RegionId: 4, Latitude: 36, Longitude: 138 }]),
  },
  "GET GeneralLocations/GetStatesByCountryId": {
    body: envelope([{ Id: "JP-13", Name: "Tokyo", CountryId: "JP", Latitude: 35.6, Longitude: 139.6 }]),
  },
  "GET GeneralLocations/GetCitiesByStateId": {
    body: envelope([{ Id: "Tokyo", Name: "Tokyo", StateId: "JP-13", Latitude: 35.69, Longitude: 139.69 }]),
  },
};

describe("/profile/bio", () => {
  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<BioPage />, { path: "/profile/bio", url: "/profile/bio" });
    expect(await screen.findByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("opens on the saved profile and place, and sends the edited bio and languages as multipart", async () => {
    logInAs({ MembershipId: 4, MemberShipId: 4 });
    const sent = stubApi({
      "GET Account/GetUserWeb": { body: envelope(userWeb) },
      "GET User/GetUserAccountSettings": { body: envelope(settings()) },
      "POST Account/UpdateUsers": { body: envelope({}, { Message: "Your profile is saved." }) },
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<BioPage />, { path: "/profile/bio", url: "/profile/bio" });
    const bio = await screen.findByLabelText(/^Bio/, {}, { timeout: 5000 });
    // Plain text stays text in the field.
    expect(bio).toHaveValue("<b>Sessions</b> in Shibuya.");
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue("Tokyo"));
    expect(screen.getByLabelText(/^Region/)).toHaveValue("4");
    await user.clear(bio);
    await user.type(bio, "Calm sessions.");
    const languages = screen.getByRole("group", { name: "Languages you work in" });
    await user.click(within(languages).getByRole("checkbox", { name: "English" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(sentTo(sent, "POST Account/UpdateUsers")).toHaveLength(1));
    const form = sentTo(sent, "POST Account/UpdateUsers")[0]?.body as FormData;
    expect(form.get("Bio")).toBe("Calm sessions.");
    expect(form.getAll("Languages")).toEqual(["ja", "en"]);
    expect(form.get("CountryId")).toBe("JP");
    expect(form.get("StateId")).toBe("JP-13");
    expect(form.has("RegionId")).toBe(false);
    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();
  }, 20_000);

  it("shows the server's field message next to the field", async () => {
    logInAs({ MembershipId: 4, MemberShipId: 4 });
    stubApi({
      "GET Account/GetUserWeb": { body: envelope(userWeb) },
      "GET User/GetUserAccountSettings": {
        body: envelope(settings({ CountryId: null, StateId: null, CityName: null })),
      },
      "POST Account/UpdateUsers": failure(400, "You have missing or incorrect information", {
        Code: "VALIDATION",
        Errors: { WebpageURL: "The webpage must be an address starting with http:// or https://." },
      }),
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<BioPage />, { path: "/profile/bio", url: "/profile/bio" });
    const webpage = await screen.findByLabelText(/^Webpage/, {}, { timeout: 5000 });
    await user.clear(webpage);
    // An address the shared rule accepts; the server still has the last word.
    await user.type(webpage, "https://sato.example.jp/unreachable");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(
      await screen.findByText("The webpage must be an address starting with http:// or https://."),
    ).toBeInTheDocument();
    expect(webpage).toHaveAttribute("aria-invalid", "true");
  }, 20_000);

  it("checks the contract's rules before sending: a hostile webpage is refused in the field, nothing is sent", async () => {
    logInAs({ MembershipId: 4, MemberShipId: 4 });
    const sent = stubApi({
      "GET Account/GetUserWeb": { body: envelope(userWeb) },
      "GET User/GetUserAccountSettings": {
        body: envelope(settings({ CountryId: null, StateId: null, CityName: null })),
      },
      "POST Account/UpdateUsers": { body: envelope({}, { Message: "Your profile is saved." }) },
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<BioPage />, { path: "/profile/bio", url: "/profile/bio" });
    const webpage = await screen.findByLabelText(/^Webpage/, {}, { timeout: 5000 });
    await user.clear(webpage);
    await user.type(webpage, "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(
      await screen.findByText("The webpage must be an address starting with http:// or https://."),
    ).toBeInTheDocument();
    expect(webpage).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Account/UpdateUsers")).toHaveLength(0);
  }, 20_000);
});

describe("Account settings card", () => {
  it("explains the plan when the member cannot be listed, saves the settings and sets remote sessions", async () => {
    logInAs();
    const sent = stubApi({
      "GET User/GetUserAccountSettings": { body: envelope(settings({ CanBeListed: false })) },
      "POST User/UpdateAccountSetting": {
        body: envelope(settings({ Listed: true, CanBeListed: false }), { Message: "Your settings are saved." }),
      },
      "GET User/ToggleRemoteSessions": { body: envelope({ OffersRemoteSessions: true }, { Message: "Remote on." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AccountSettingsCard userId={4} />, { path: "/profile/account", url: "/profile/account" });
    expect(await screen.findByText(/Practitioner Profile/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "List me in the practitioner directory" }));
    await user.click(screen.getByRole("checkbox", { name: "My phone number" }));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sentTo(sent, "POST User/UpdateAccountSetting")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "POST User/UpdateAccountSetting")[0])).toEqual({
      UserId: 4,
      Language: "ja",
      Listed: true,
      ShowEmail: false,
      ShowPhone: true,
      ShowWebpage: true,
    });
    await user.click(screen.getByRole("switch", { name: "I offer remote sessions" }));
    await waitFor(() => expect(sentTo(sent, "GET User/ToggleRemoteSessions")).toHaveLength(1));
    expect(queryOf(sentTo(sent, "GET User/ToggleRemoteSessions")[0])).toEqual({ userId: "4", value: "true" });
    await waitFor(() => expect(screen.getByRole("switch", { name: "I offer remote sessions" })).toBeChecked());
  }, 20_000);

  it("refuses a missing communication language in the field and sends nothing", async () => {
    logInAs();
    const sent = stubApi({
      "GET User/GetUserAccountSettings": { body: envelope(settings({ Language: "" })) },
      "POST User/UpdateAccountSetting": { body: envelope(settings(), { Message: "Your settings are saved." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AccountSettingsCard userId={4} />, { path: "/profile/account", url: "/profile/account" });
    await user.click(await screen.findByRole("button", { name: "Save settings" }, { timeout: 5000 }));
    expect(await screen.findByText("Language field is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST User/UpdateAccountSetting")).toHaveLength(0);
  }, 20_000);
});

describe("/profile/licensingdetails", () => {
  it("shows the instructor's licence", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    stubApi({
      "GET User/GetInstructorLicensingDetails": {
        body: envelope({
          InstructorId: 4,
          FirstName: "Margaret",
          LastName: "O'Neill",
          LicenceNumber: "IBA-IE-2009-0417",
          InstructorLevel: "Certified Instructor",
          LicensingFee: 300,
          RenewalDate: "2026-12-21T10:00:00.000Z",
          IsCurrent: true,
        }),
      },
    });
    renderRoute(<LicensingPage />, { path: "/profile/licensingdetails", url: "/profile/licensingdetails" });
    expect(await screen.findByText("IBA-IE-2009-0417", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("$300.00")).toBeInTheDocument();
    expect(screen.getByText("Current")).toBeInTheDocument();
  });

  it("explains licensing to a member who is not an instructor", async () => {
    logInAs();
    stubApi({
      "GET User/GetInstructorLicensingDetails": failure(404, "Licensing details are kept for instructors only."),
    });
    renderRoute(<LicensingPage />, { path: "/profile/licensingdetails", url: "/profile/licensingdetails" });
    expect(await screen.findByText(/Licensing details are for instructors/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "How to become an instructor" })).toHaveAttribute(
      "href",
      "/becomeinstructor",
    );
  });
});
