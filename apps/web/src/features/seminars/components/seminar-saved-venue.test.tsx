import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { ADMIN_ACCOUNT_TYPE } from "../../../shared/session/session-store.ts";
import { InstructorSeminarsPage } from "../routes.tsx";
import { AdminSeminarsPage } from "./seminar-pages.tsx";

const INSTRUCTOR = { Id: 4, MembershipId: 5, MemberShipId: 5 };

/** The browser says the instructor is in Chicago: a saved venue in Ireland moves a new seminar to Dublin's zone. */
function instructorInChicago() {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: "America/Chicago" };
  });
}

afterEach(() => vi.restoreAllMocks());

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

const list = (items: unknown[]) => ({
  body: envelope({ List: items, TotalCount: items.length, Page: 1, PageSize: 1000 }),
});

function stubSeminarTools(locations: unknown[]) {
  return stubApi({
    "GET Seminar/GetAllSeminar/1": list([]),
    "GET Course/GetCoursesIDsAndTitle/1": {
      body: envelope({ List: [{ Id: 3, Title: "Foundations" }], TotalCount: 1, Page: 1, PageSize: -1 }),
    },
    "GET Location/GetLocation/1": list(locations),
    "POST Seminar/AddSeminar": { body: envelope({ Id: 21 }) },
  });
}

async function openNewSeminar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Add a seminar" }, { timeout: 5000 }));
  return within(screen.getByRole("dialog", { name: "New seminar" }));
}

describe("the seminar form's saved venues", () => {
  it("fills the place from a saved venue, which stays editable, and sends it with the seminar", {
    timeout: 30_000,
  }, async () => {
    instructorInChicago();
    logInAs(INSTRUCTOR);
    const sent = stubSeminarTools([
      location(1),
      location(2, {
        Name: "Healing Arts Centre",
        Address: "14 Merrion Square",
        CountryId: "IE",
        CountryName: "Ireland",
        StateId: null,
        StateName: null,
        CityName: "Dublin",
      }),
    ]);
    const user = userEvent.setup();
    renderRoute(<InstructorSeminarsPage />, { path: "/profile/instructor" });
    const dialog = await openNewSeminar(user);

    const saved = (await dialog.findByLabelText("Saved venue")) as HTMLSelectElement;
    expect([...saved.options].map((option) => option.text)).toEqual([
      "Type the place yourself",
      "Studio 1, Boulder",
      "Healing Arts Centre, Dublin",
    ]);
    // Every active venue, not the venue tools' first page.
    expect(queryOf(sentTo(sent, "GET Location/GetLocation/1")[0])).toMatchObject({ userid: "4", pageSize: "all" });

    await user.selectOptions(saved, "Healing Arts Centre, Dublin");
    expect(dialog.getByLabelText("Venue")).toHaveValue("Healing Arts Centre");
    expect(dialog.getByLabelText("Address")).toHaveValue("14 Merrion Square");
    expect(dialog.getByLabelText(/^City/)).toHaveValue("Dublin");
    expect(dialog.getByLabelText(/^Country/)).toHaveValue("Ireland");
    expect(dialog.getByLabelText("Time zone")).toHaveValue("Europe/Dublin");

    // Going back to typing leaves the fields as they are.
    await user.selectOptions(saved, "Type the place yourself");
    expect(dialog.getByLabelText("Venue")).toHaveValue("Healing Arts Centre");
    await user.type(dialog.getByLabelText("Venue"), " (upstairs)");

    await user.selectOptions(dialog.getByLabelText(/^Course/), "Foundations");
    fireEvent.change(dialog.getByLabelText(/Day 1 starts/), { target: { value: "2027-03-06T09:00" } });
    fireEvent.change(dialog.getByLabelText(/Day 1 ends/), { target: { value: "2027-03-06T17:00" } });
    await user.click(dialog.getByRole("button", { name: "Save" }));

    await vi.waitFor(() => expect(sentTo(sent, "POST Seminar/AddSeminar")).toHaveLength(1));
    const body = jsonBody(sentTo(sent, "POST Seminar/AddSeminar")[0]);
    expect(body).toMatchObject({
      CourseId: 3,
      Format: "inPerson",
      Venue: "Healing Arts Centre (upstairs)",
      Address: "14 Merrion Square",
      City: "Dublin",
      Country: "Ireland",
      TimeZone: "Europe/Dublin",
    });
  });

  it("shows no choice to an instructor without saved venues, nor on the administrators' list", {
    timeout: 30_000,
  }, async () => {
    logInAs(INSTRUCTOR);
    const sent = stubSeminarTools([]);
    const user = userEvent.setup();
    const instructor = renderRoute(<InstructorSeminarsPage />, { path: "/profile/instructor" });
    let dialog = await openNewSeminar(user);
    await vi.waitFor(() => expect(sentTo(sent, "GET Location/GetLocation/1")).toHaveLength(1));
    expect(dialog.getByLabelText("Venue")).toBeInTheDocument();
    expect(dialog.queryByLabelText("Saved venue")).toBeNull();
    instructor.unmount();

    logInAs({ ...INSTRUCTOR, AccountType: ADMIN_ACCOUNT_TYPE });
    const admin = stubSeminarTools([location(1)]);
    renderRoute(<AdminSeminarsPage />, { path: "/admin/seminars" });
    dialog = await openNewSeminar(user);
    expect(dialog.getByLabelText("Venue")).toBeInTheDocument();
    expect(dialog.queryByLabelText("Saved venue")).toBeNull();
    expect(sentTo(admin, "GET Location/GetLocation/1")).toHaveLength(0);
  });
});
