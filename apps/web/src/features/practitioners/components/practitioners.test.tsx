import { INTERFACE_LANGUAGES } from "@haa/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { AdminPractitionersPage } from "./admin-practitioners-page.tsx";
import { PractitionerDetailPage } from "./practitioner-detail-page.tsx";
import { PractitionersPage } from "./practitioners-page.tsx";

function card(id: number, overrides: Record<string, unknown> = {}) {
  return {
    UserId: id,
    FirstName: "Aiko",
    LastName: `Tanaka ${id}`,
    ProfileImage: null,
    Country: "Japan",
    CountryCode: "JP",
    State: "Tokyo",
    City: "Tokyo",
    Languages: ["ja", "en"],
    PractitionerTypes: ["practitioner"],
    RemoteSessions: true,
    CredentialsVerified: true,
    DistanceKm: null,
    ...overrides,
  };
}
const page = (list: unknown[], total = list.length) =>
  envelope({ List: list, TotalCount: total, Page: 1, PageSize: 12 });

const geography = {
  "GET GeneralLocations/GetAllRegions": { body: envelope([{ Id: 4, Name: "Asia" }]) },
  "GET GeneralLocations/GetCountriesByRegionId": {
    body: envelope([{ Id: "JP", Name: "Japan", RegionId: 4, Latitude: 36, Longitude: 138 }]),
  },
  "GET GeneralLocations/GetStatesByCountryId": {
    body: envelope([{ Id: "JP-26", Name: "Kyoto Prefecture", CountryId: "JP", Latitude: 35, Longitude: 135.7 }]),
  },
  "GET GeneralLocations/GetCitiesByStateId": {
    body: envelope([{ Id: "Kyoto", Name: "Kyoto", StateId: "JP-26", Latitude: 35.02, Longitude: 135.75 }]),
  },
};

describe("the directory list screen", () => {
  it("lists the route's type, escapes names, and sends search, language and a place near a city", async () => {
    const sent = stubApi({
      "GET Practitioners/PractitionersList": {
        body: page([card(1, { FirstName: "<b>Bold</b>" }), card(2, { DistanceKm: 12.4 })], 30),
      },
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<PractitionersPage />, { path: "/animalpractitioner", url: "/animalpractitioner" });
    expect(await screen.findByRole("heading", { level: 1, name: "Animal practitioners" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "<b>Bold</b> Tanaka 1" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("12 km away")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET Practitioners/PractitionersList")[0])).toMatchObject({
      filters: JSON.stringify({ type: "animal" }),
      pageSize: "12",
    });
    expect(screen.getByRole("navigation", { name: "Animal practitioners" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Name"), "tanaka");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByLabelText("Language"), "en");
    await user.selectOptions(screen.getByLabelText("Region"), "4");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Country" }), "JP");
    await user.selectOptions(
      screen.getByLabelText("State or province"),
      await screen.findByRole("option", { name: "Kyoto Prefecture" }),
    );
    await user.selectOptions(screen.getByLabelText("City"), await screen.findByRole("option", { name: "Kyoto" }));
    await user.selectOptions(screen.getByLabelText("Within"), "50");
    await user.click(screen.getByRole("button", { name: "Search near this city" }));
    expect(await screen.findByText("Showing: Kyoto, Japan")).toBeInTheDocument();
    const last = sentTo(sent, "GET Practitioners/PractitionersList").at(-1);
    expect(queryOf(last).search).toBe("tanaka");
    expect(JSON.parse(queryOf(last).filters ?? "{}")).toEqual({
      language: "en",
      lat: 35.02,
      lng: 135.75,
      radiusKm: 50,
      type: "animal",
    });
  }, 20_000);

  it("uses the breakthrough call without a name search on /breakthroughpractitioners", async () => {
    const sent = stubApi({ "GET Practitioners/GetBreakthroughPractitionersList": { body: page([]) }, ...geography });
    renderRoute(<PractitionersPage />, { path: "/breakthroughpractitioners", url: "/breakthroughpractitioners" });
    expect(await screen.findByText(/No practitioner matches/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(sentTo(sent, "GET Practitioners/GetBreakthroughPractitionersList")).toHaveLength(1);
  });

  it("names regions and countries in the reader's language, on the cards and in the place picker", async () => {
    stubApi({
      "GET Practitioners/PractitionersList": {
        body: page([card(1, { City: "Hamburg", Country: "Germany", CountryCode: "DE", State: "Hamburg" })]),
      },
      "GET GeneralLocations/GetAllRegions": {
        body: envelope([
          { Id: 1, Name: "Africa" },
          { Id: 3, Name: "Antarctic" },
          { Id: 5, Name: "Europe" },
        ]),
      },
      "GET GeneralLocations/GetCountriesByRegionId": {
        body: envelope([
          { Id: "AT", Name: "Austria", RegionId: 5, Latitude: 47, Longitude: 13 },
          { Id: "DE", Name: "Germany", RegionId: 5, Latitude: 51, Longitude: 9 },
        ]),
      },
      "GET GeneralLocations/GetStatesByCountryId": { body: envelope([]) },
    });
    await changeLanguage("de");
    try {
      const user = userEvent.setup();
      renderRoute(<PractitionersPage />, { path: "/bodytalkpractitioners", url: "/bodytalkpractitioners" });
      expect(await screen.findByText("Hamburg, Deutschland", {}, { timeout: 5000 })).toBeInTheDocument();
      const region = screen.getByRole("combobox", { name: "Region" });
      await screen.findByRole("option", { name: "Europa" });
      expect(
        within(region)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["Auswählen …", "Afrika", "Antarktis", "Europa"]);
      await user.selectOptions(region, "5");
      const country = screen.getByRole("combobox", { name: "Land" });
      await within(country).findByRole("option", { name: "Deutschland" });
      expect(within(country).getByRole("option", { name: "Österreich" })).toHaveValue("AT");
      await user.selectOptions(country, "DE");
      await user.click(screen.getByRole("button", { name: "Dieses Land anzeigen" }));
      expect(await screen.findByText("Angezeigt: Deutschland")).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  }, 20_000);

  it("offers the six lists as links, the current one marked (ADR 0064)", async () => {
    stubApi({ "GET Practitioners/PractitionersList": { body: page([]) }, ...geography });
    renderRoute(<PractitionersPage />, { path: "/paramapractitioner", url: "/paramapractitioner" });
    const types = await screen.findByRole("navigation", { name: "Kinds of practitioner" });
    const links = within(types).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/bodytalkpractitioners",
      "/animalpractitioner",
      "/advancedpractitioner",
      "/paramapractitioner",
      "/instructor",
      "/breakthroughpractitioners",
    ]);
    expect(within(types).getByRole("link", { name: "Parama practitioners" })).toHaveAttribute("aria-current", "page");
    expect(within(types).getByRole("link", { name: "Instructors" })).not.toHaveAttribute("aria-current");
  });
});

describe("the public profile", () => {
  it("shows the bio as plain text paragraphs, the shown contacts and the certified badge", async () => {
    stubApi({
      "GET Practitioners/PractitionerDetail": {
        body: envelope({
          ...card(7),
          Users: { Bio: "First paragraph <script>alert(1)</script>\n\nSecond paragraph" },
          Specializations: "BodyTalk, Animals",
          IntroDescription: "Certified in Tokyo",
          Email: "aiko@example.org",
          Phone: null,
          WebpageURL: "javascript:alert(1)",
          CertifiedBadge: true,
        }),
      },
    });
    renderRoute(<PractitionerDetailPage />, {
      path: "/practitioner/practitionerdetail/:id",
      url: "/practitioner/practitionerdetail/7",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Aiko Tanaka 7" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("First paragraph <script>alert(1)</script>")).toBeInTheDocument();
    expect(screen.getByText("Second paragraph")).toBeInTheDocument();
    expect(screen.getByText("Certified member")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "aiko@example.org" })).toHaveAttribute("href", "mailto:aiko@example.org");
    expect(screen.queryByText("Phone")).toBeNull();
    // A non-web address is never a link.
    expect(screen.queryByText("Website")).toBeNull();
  });

  it("says so when the practitioner is not listed", async () => {
    stubApi({
      "GET Practitioners/PractitionerDetail": failure(
        404,
        "This practitioner does not exist or is not listed in the directory.",
      ),
    });
    renderRoute(<PractitionerDetailPage />, {
      path: "/practitioner/practitionerdetail/:id",
      url: "/practitioner/practitionerdetail/999",
    });
    expect(
      await screen.findByRole("heading", { name: "Practitioner not found" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("This practitioner does not exist or is not listed in the directory.")).toBeInTheDocument();
  });
});

describe("/admin/practitioners", () => {
  it("refuses members", async () => {
    logInAs();
    stubApi({});
    renderRoute(<AdminPractitionersPage />, { path: "/admin/practitioners", url: "/admin/practitioners" });
    expect(await screen.findByText("Only administrators manage the practitioner directory.")).toBeInTheDocument();
  });

  it("finds a member, grants a type, verifies and unlists", async () => {
    logInAs({ AccountType: 99 });
    const member = {
      UserId: 7,
      FirstName: "Yui",
      LastName: "Nakamura",
      Email: "yui@example.org",
      MembershipId: 4,
      HasProfile: true,
      Listed: true,
      UnlistedByAdmin: false,
      Visible: true,
      PractitionerTypes: ["practitioner"],
      CredentialsVerifiedAt: null,
    };
    const sent = stubApi({
      "GET Admin/Practitioners/List": { body: envelope({ List: [member], TotalCount: 1, Page: 1, PageSize: 20 }) },
      "PUT Admin/Practitioners/SetTypes": { body: envelope(null, { Message: "Practitioner types saved." }) },
      "PUT Admin/Practitioners/SetCredentialsVerified": { body: envelope(null, { Message: "Verified." }) },
      "PUT Admin/Practitioners/SetUnlisted": { body: envelope(null, { Message: "Unlisted." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminPractitionersPage />, { path: "/admin/practitioners", url: "/admin/practitioners" });
    const table = await screen.findByRole("table", { name: "Members: 1" }, { timeout: 5000 });
    const row = within(table).getByRole("row", { name: /Yui Nakamura/ });
    await user.type(screen.getByLabelText("Find a member (name or e-mail)"), "yui");
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(queryOf(sentTo(sent, "GET Admin/Practitioners/List").at(-1)).search).toBe("yui");
    await user.click(within(row).getByRole("checkbox", { name: "Parama" }));
    await user.click(within(row).getByRole("button", { name: "Save types: Yui Nakamura" }));
    expect(jsonBody(sentTo(sent, "PUT Admin/Practitioners/SetTypes")[0])).toEqual({
      UserId: 7,
      PractitionerTypes: ["practitioner", "parama"],
    });
    await user.click(within(row).getByRole("button", { name: "Mark verified: Yui Nakamura" }));
    expect(jsonBody(sentTo(sent, "PUT Admin/Practitioners/SetCredentialsVerified")[0])).toEqual({
      UserId: 7,
      Value: true,
    });
    await user.click(within(row).getByRole("button", { name: "Unlist: Yui Nakamura" }));
    expect(jsonBody(sentTo(sent, "PUT Admin/Practitioners/SetUnlisted")[0])).toEqual({ UserId: 7, Value: true });
  }, 20_000);

  // WCAG 2.5.3 (axe label-content-name-mismatch): a speech user says what they see, so each button's name holds it.
  it.each(INTERFACE_LANGUAGES)(
    "names each row's buttons by their visible text and the member in %s",
    async (lang) => {
      logInAs({ AccountType: 99 });
      const member = (id: number, done: boolean) => ({
        UserId: id,
        FirstName: "Lucas",
        LastName: `Almeida ${id}`,
        Email: `lucas${id}@example.org`,
        MembershipId: 4,
        HasProfile: true,
        Listed: true,
        UnlistedByAdmin: done,
        Visible: !done,
        PractitionerTypes: ["practitioner"],
        CredentialsVerifiedAt: done ? "2026-01-01T00:00:00.000Z" : null,
      });
      stubApi({
        "GET Admin/Practitioners/List": {
          body: envelope({ List: [member(1, false), member(2, true)], TotalCount: 2, Page: 1, PageSize: 20 }),
        },
      });
      await changeLanguage(lang);
      try {
        renderRoute(<AdminPractitionersPage />, { path: "/admin/practitioners", url: "/admin/practitioners" });
        const table = await screen.findByRole("table", {}, { timeout: 5000 });
        await within(table).findByText("Lucas Almeida 2");
        const buttons = within(table).getAllByRole("button");
        expect(buttons).toHaveLength(6);
        for (const button of buttons) {
          const visible = button.textContent ?? "";
          const name = button.getAttribute("aria-label") ?? "";
          expect(visible).not.toBe("");
          expect(name).toContain(visible);
          expect(name).toMatch(/Lucas Almeida \d/);
        }
      } finally {
        await changeLanguage("en");
      }
    },
    20_000,
  );
});
