import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { SeminarFormDialog } from "./instructor-seminars.tsx";
import { countryTimeZones, seminarTimeZone } from "./time-zone.ts";

/** The instructor's browser says they are in Chicago. */
function instructorIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => vi.restoreAllMocks());

function openForm() {
  logInAs({ AccountType: 1 });
  stubApi({
    "GET Course/GetCoursesIDsAndTitle/1": {
      body: envelope({ List: [{ Id: 3, Title: "Foundations" }], TotalCount: 1, Page: 1, PageSize: -1 }),
    },
  });
  renderRoute(<SeminarFormDialog seminar={null} onClose={() => {}} />, { path: "/profile/instructor" });
  return within(screen.getByRole("dialog", { name: "New seminar" }));
}

describe("a new seminar's time zone", () => {
  it("starts in the instructor's zone, not UTC, and follows the country where it is held", {
    timeout: 30_000,
  }, async () => {
    instructorIn("America/Chicago");
    const form = openForm();
    const user = userEvent.setup();
    const zone = form.getByLabelText("Time zone") as HTMLSelectElement;
    expect(zone.value).toBe("America/Chicago");

    await user.selectOptions(form.getByLabelText(/^Country/), "Ireland");
    expect(zone.value).toBe("Europe/Dublin");
    // A country with the instructor's own zone among its zones keeps it.
    await user.selectOptions(form.getByLabelText(/^Country/), "United States");
    expect(zone.value).toBe("America/Chicago");
    await user.selectOptions(form.getByLabelText(/^Country/), "Japan");
    expect(zone.value).toBe("Asia/Tokyo");
    // Online, the seminar is where the instructor is.
    await user.selectOptions(form.getByLabelText("Format"), "online");
    expect(zone.value).toBe("America/Chicago");
  });

  it("keeps a zone the instructor picked when the place changes", { timeout: 30_000 }, async () => {
    instructorIn("Europe/Oslo");
    const form = openForm();
    const user = userEvent.setup();
    const zone = form.getByLabelText("Time zone") as HTMLSelectElement;
    expect(zone.value).toBe("Europe/Oslo");
    await user.selectOptions(zone, "Europe/Lisbon");
    await user.selectOptions(form.getByLabelText(/^Country/), "Japan");
    expect(zone.value).toBe("Europe/Lisbon");
  });

  it("derives the zone from the country's zones, else the instructor's", () => {
    expect(countryTimeZones("IE")).toContain("Europe/Dublin");
    expect(countryTimeZones("nope")).toEqual([]);
    expect(seminarTimeZone("IE", "America/Chicago")).toBe("Europe/Dublin");
    expect(seminarTimeZone("US", "America/Denver")).toBe("America/Denver");
    expect(seminarTimeZone(undefined, "Asia/Tokyo")).toBe("Asia/Tokyo");
    // A browser without zone data per country: the instructor's zone.
    expect(seminarTimeZone("IE", "Asia/Tokyo", () => [])).toBe("Asia/Tokyo");
  });
});
