import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { ArchivedLocationsPage } from "./archived-locations-page.tsx";
import { LocationsPage, placeLabel } from "./locations-page.tsx";

function location(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    UserId: 4,
    Name: `Studio ${id}`,
    Address: "1800 Pearl Street",
    RegionId: 2,
    CountryId: "US",
    CountryName: "United States",
    StateId: "US-CO",
    StateName: "Colorado",
    CityName: "Boulder",
    Latitude: 40.01,
    Longitude: -105.27,
    Capacity: 16,
    Notes: "",
    IsArchived: false,
    UpcomingSeminars: 0,
    ...overrides,
  };
}

const page = (list: unknown[], total = list.length, pageNumber = 1) =>
  envelope({ List: list, TotalCount: total, Page: pageNumber, PageSize: 10 });

const geography = {
  "GET GeneralLocations/GetAllRegions": {
    body: envelope([
      { Id: 2, Name: "Americas" },
      { Id: 5, Name: "Europe" },
    ]),
  },
  "GET GeneralLocations/GetCountriesByRegionId": {
    body: envelope([
      { Id: "CA", Name: "Canada", RegionId: 2, Latitude: 60, Longitude: -95 },
      { Id: "US", Name: "United States", RegionId: 2, Latitude: 38, Longitude: -97 },
    ]),
  },
  "GET GeneralLocations/GetStatesByCountryId": {
    body: envelope([{ Id: "US-CO", Name: "Colorado", CountryId: "US", Latitude: 39, Longitude: -105 }]),
  },
  "GET GeneralLocations/GetCitiesByStateId": {
    body: envelope([
      { Id: "Boulder", Name: "Boulder", StateId: "US-CO", Latitude: 40.01, Longitude: -105.27 },
      { Id: "Denver", Name: "Denver", StateId: "US-CO", Latitude: 39.74, Longitude: -104.98 },
    ]),
  },
};

describe("placeLabel", () => {
  it.each([
    [{ CityName: "Boulder", StateName: "Colorado", CountryName: "United States" }, "Boulder, Colorado, United States"],
    [
      { CityName: "Vatican City", StateName: null, CountryName: "Vatican City State (Holy See)" },
      "Vatican City, Vatican City State (Holy See)",
    ],
  ])("%j reads %s", (value, text) => expect(placeLabel(value)).toBe(text));
});

describe("/location", () => {
  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    expect(await screen.findByRole("heading", { name: "Please log in" })).toBeInTheDocument();
  });

  it("tells a member who is not an instructor why, instead of a form that fails on submit", async () => {
    logInAs({ MembershipId: 3, MemberShipId: 3 });
    const sent = stubApi({});
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    expect(await screen.findByRole("heading", { name: "For instructors only" })).toBeInTheDocument();
    expect(screen.getByText(/Teaching locations are for instructors/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Become an instructor" })).toHaveAttribute("href", "/becomeinstructor");
    expect(screen.getByRole("link", { name: "Locations you saved earlier" })).toHaveAttribute(
      "href",
      "/location/locationarchived",
    );
    expect(screen.queryByRole("button", { name: "Add location" })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("lists the instructor's locations, pages, searches and filters through the list call", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Location/GetLocation/*": (request) => {
        const pageNumber = Number(new URL(request.url, "http://x").pathname.split("/").pop());
        return {
          body: page(
            pageNumber === 1 ? [location(1, { Name: "<b>Bold</b> studio" }), location(2)] : [location(3)],
            11,
            pageNumber,
          ),
        };
      },
      "GET Location/GetLocationFiltersUserId": {
        body: envelope({
          Countries: [{ Id: "US", Name: "United States", Count: 2 }],
          States: [{ Id: "US-CO", Name: "Colorado", Count: 2 }],
          Cities: [{ Name: "Boulder", Count: 2 }],
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    const table = await screen.findByRole("table", { name: "My locations" }, { timeout: 5000 });
    // Plain text stays text.
    expect(
      await within(table).findByRole("rowheader", { name: "<b>Bold</b> studio" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(table).getAllByText("Boulder, Colorado, United States")).toHaveLength(2);
    expect(screen.getByText("Locations: 11")).toBeInTheDocument();
    const first = sent.filter((request) => request.url.includes("/Location/GetLocation/"));
    expect(queryOf(first[0])).toMatchObject({ userid: "4", pageSize: "10" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("rowheader", { name: "Studio 3" }, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search locations"), "pearl");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByLabelText("Country"), "US");
    const last = sent.filter((r) => r.url.includes("GetLocation/")).at(-1);
    expect(last?.url).toContain("/GetLocation/1");
    expect(queryOf(last)).toMatchObject({ search: "pearl", filters: JSON.stringify({ CountryId: "US" }) });
  }, 20_000);

  it("adds a location through the cascading region, country, state and city selects", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Location/GetLocation/*": { body: page([]) },
      "GET Location/GetLocationFiltersUserId": { body: envelope({ Countries: [], States: [], Cities: [] }) },
      "POST Location/AddLocation": { body: envelope(location(9), { Message: "The location has been added." }) },
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    await user.click(await screen.findByRole("button", { name: "Add location" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Add a location" });
    await user.type(within(dialog).getByLabelText(/Name of the venue/), "Pearl Street Studio");
    await user.type(within(dialog).getByLabelText(/Street address/), "1800 Pearl Street");
    expect(within(dialog).getByLabelText(/^Country/)).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText(/^Region/), "2");
    await user.selectOptions(await within(dialog).findByLabelText(/^Country/), "US");
    await screen.findByRole("option", { name: "Colorado" });
    await user.selectOptions(within(dialog).getByLabelText(/State or province/), "US-CO");
    await screen.findByRole("option", { name: "Denver" });
    await user.selectOptions(within(dialog).getByLabelText(/^City/), "Denver");
    await user.click(within(dialog).getByRole("button", { name: "Save location" }));
    expect(await screen.findByText("The location has been added.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Location/AddLocation")[0])).toMatchObject({
      Name: "Pearl Street Studio",
      CountryId: "US",
      StateId: "US-CO",
      CityName: "Denver",
      Latitude: null,
      Longitude: null,
      Capacity: 12,
    });
    expect(queryOf(sentTo(sent, "GET GeneralLocations/GetCitiesByStateId")[0])).toEqual({ Id: "US-CO" });
  }, 20_000);

  it("shows the shared rules' messages by the fields and sends nothing", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Location/GetLocation/*": { body: page([]) },
      "GET Location/GetLocationFiltersUserId": { body: envelope({ Countries: [], States: [], Cities: [] }) },
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    await user.click(await screen.findByRole("button", { name: "Add location" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Add a location" });
    await user.type(within(dialog).getByLabelText(/Name of the venue/), "Pearl Street Studio");
    await user.type(within(dialog).getByLabelText(/^Latitude/), "95");
    await user.click(within(dialog).getByRole("button", { name: "Save location" }));
    expect(await within(dialog).findByText("Latitude is a number from -90 to 90.")).toBeInTheDocument();
    expect(within(dialog).getByText("Address is required.")).toBeInTheDocument();
    expect(within(dialog).getByText("Choose a country from the list.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Latitude/)).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Location/AddLocation")).toEqual([]);
  }, 20_000);

  it("shows the server's field messages", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    stubApi({
      "GET Location/GetLocation/*": { body: page([location(1)]) },
      "GET Location/GetLocationFiltersUserId": { body: envelope({ Countries: [], States: [], Cities: [] }) },
      "PUT Location/EditLocation": failure(400, "The request is not valid.", {
        Errors: { Capacity: "Capacity is a whole number from 1 to 10,000." },
      }),
      ...geography,
    });
    const user = userEvent.setup();
    renderRoute(<LocationsPage />, { path: "/location", url: "/location" });
    await user.click(await screen.findByRole("button", { name: "Edit Studio 1" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Edit location" });
    await user.click(within(dialog).getByRole("button", { name: "Save location" }));
    expect(await within(dialog).findByText("Capacity is a whole number from 1 to 10,000.")).toBeInTheDocument();
  });
});

describe("/location/locationarchived", () => {
  it("unarchives, deletes after confirming, and says when upcoming seminars keep one", async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET Location/GetArchivedLocation": {
        body: page([location(1, { IsArchived: true }), location(2, { IsArchived: true, UpcomingSeminars: 2 })]),
      },
      "PUT Location/UnArchiveLocation": {
        body: envelope(null, { Message: "The location is back in your active list." }),
      },
      "DELETE Location/DeleteLocation": { body: envelope(null, { Message: "The location has been deleted." }) },
    });
    const user = userEvent.setup();
    renderRoute(<ArchivedLocationsPage />, { path: "/location/locationarchived", url: "/location/locationarchived" });
    await user.click(await screen.findByRole("button", { name: "Unarchive Studio 1" }, { timeout: 5000 }));
    expect(await screen.findByText("The location is back in your active list.")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "PUT Location/UnArchiveLocation")[0])).toEqual({ locationId: "1" });
    expect(screen.getByText("In use by upcoming seminars")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Studio 2" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete Studio 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this location?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete location" }));
    expect(await screen.findByText("The location has been deleted.")).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "DELETE Location/DeleteLocation")[0])).toEqual({ locationId: "1" });
  }, 20_000);
});
