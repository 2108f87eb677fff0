import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminCoursesPage } from "./admin-courses-page.tsx";

const CATEGORIES = [
  { Id: 1, Name: "Foundations", Slug: "foundations", Description: "", SortOrder: 1, CourseCount: 4 },
  { Id: 2, Name: "Advanced practice", Slug: "advanced-practice", Description: "", SortOrder: 2, CourseCount: 3 },
];

function course(overrides: Record<string, unknown> = {}) {
  return {
    Id: 7,
    Title: "Foundations Module 1",
    Summary: "The first module.",
    Description: "Two days of practice.",
    Category: { Id: 1, Name: "Foundations" },
    Level: "beginner",
    Track: null,
    CeCredits: 14,
    Price: 450,
    PlanPrices: [{ MembershipId: 3, Name: "Standard", Price: 380 }],
    Prerequisites: [],
    IsSelfStudy: false,
    Duration: "2 days",
    Banner: "/images/course-placeholder.svg",
    BannerCard: "/images/course-placeholder.svg",
    Thumbnail: "/images/course-placeholder.svg",
    ThumbnailCard: "/images/course-placeholder.svg",
    IsPublished: true,
    ...overrides,
  };
}

const list = (items: unknown[]) => ({
  body: envelope({ List: items, TotalCount: items.length, Page: 1, PageSize: 20 }),
});

describe("/admin/courses", () => {
  it("refuses a member who is not an administrator", async () => {
    logInAs();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Only administrators manage the courses.");
  });

  it("lists every course, unpublishes one and creates a new one with plan prices", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Course/AdminGetCourses/*": list([
        course(),
        course({ Id: 8, Title: "Advanced Practice", IsPublished: false }),
      ]),
      "GET Course/GetCourseCategories": { body: envelope(CATEGORIES) },
      "POST Course/AdminSetCoursePublished": { body: envelope(null, { Message: "The course is unpublished." }) },
      "POST Course/AdminAddCourse": { body: envelope(course({ Id: 9, Title: "Breathwork basics" })) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    const table = await screen.findByRole("table");
    expect(await within(table).findByText("Foundations Module 1")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Unpublish Foundations Module 1" }));
    expect(jsonBody(sentTo(sent, "POST Course/AdminSetCoursePublished")[0])).toEqual({ Id: 7, IsPublished: false });

    await user.click(screen.getByRole("button", { name: "New course" }));
    await user.type(screen.getByLabelText(/^Title/), "Breathwork basics");
    await user.selectOptions(screen.getByLabelText(/^Category/), "2");
    await user.clear(screen.getByLabelText(/^Price without a plan/));
    await user.type(screen.getByLabelText(/^Price without a plan/), "120");
    await user.type(screen.getByLabelText(/^Standard/), "90");
    await user.click(screen.getByRole("button", { name: "Save" }));
    // The new course stays open for its pictures.
    expect(await screen.findByLabelText(/^Banner/)).toBeInTheDocument();
    const body = jsonBody(sentTo(sent, "POST Course/AdminAddCourse")[0]);
    expect(body).toMatchObject({
      Title: "Breathwork basics",
      CategoryId: 2,
      Price: 120,
      PlanPrices: [{ MembershipId: 3, Price: 90 }],
    });
    // Typing a whole form is slow on a busy machine.
  }, 20_000);

  it("checks the contract's rules in the fields, a plan's price in its own, and sends nothing", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Course/AdminGetCourses/*": list([course()]),
      "GET Course/GetCourseCategories": { body: envelope(CATEGORIES) },
      "POST Course/AdminAddCourse": { body: envelope(course({ Id: 9 })) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    await user.click(await screen.findByRole("button", { name: "New course" }));
    await user.clear(screen.getByLabelText(/^CE credits/));
    await user.type(screen.getByLabelText(/^CE credits/), "501");
    await user.type(screen.getByLabelText(/^Standard/), "1.234");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please give the course a title.")).toBeInTheDocument();
    expect(screen.getByText("Choose a category.")).toBeInTheDocument();
    expect(screen.getByText("CE credits are a whole number from 0 to 500.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Standard/)).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST Course/AdminAddCourse")).toHaveLength(0);

    // A category's name, by the same contract.
    await user.type(screen.getByLabelText(/^New category/), "   ");
    await user.click(screen.getByRole("button", { name: "Add the category" }));
    expect(await screen.findByText("Please name the category.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Course/AdminAddCategory")).toHaveLength(0);
  }, 20_000);

  it("shows the server's refusal of a prerequisite loop", async () => {
    logInAs({ AccountType: 99 });
    stubApi({
      "GET Course/AdminGetCourses/*": list([course(), course({ Id: 8, Title: "Advanced Practice" })]),
      "GET Course/GetCourseCategories": { body: envelope(CATEGORIES) },
      "PUT Course/AdminEditCourse": failure(
        400,
        "A course cannot require itself, directly or through its prerequisites.",
      ),
    });
    const user = userEvent.setup();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    await user.click(await screen.findByRole("button", { name: "Edit Foundations Module 1" }));
    await user.click(await screen.findByRole("checkbox", { name: "Advanced Practice" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/cannot require itself/)).toBeInTheDocument();
  });

  it("lists each course's languages, filters by a missing one, and edits a translation beside the English", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Course/AdminGetCourses/*": list([course({ Languages: ["de", "ja"] })]),
      "GET Course/GetCourseCategories": { body: envelope(CATEGORIES) },
      "GET Translation/GetTranslations": {
        body: envelope({
          Kind: "course",
          Id: 7,
          Source: {
            Title: "Foundations Module 1",
            Summary: "The first module.",
            Description: "Two days of practice.",
            Duration: "2 days",
          },
          Translations: { de: { Title: "Grundlagenmodul 1" } },
          Languages: ["de"],
        }),
      },
      "PUT Translation/SaveTranslations": {
        body: envelope({
          Kind: "course",
          Id: 7,
          Source: {
            Title: "Foundations Module 1",
            Summary: "The first module.",
            Description: "Two days of practice.",
            Duration: "2 days",
          },
          Translations: { de: { Title: "Grundlagenmodul 1" }, es: { Title: "Módulo 1 de Fundamentos" } },
          Languages: ["de", "es"],
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    const table = await screen.findByRole("table");
    expect(await within(table).findByText("DE JA")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Missing a language"), "fr");
    await vi.waitFor(() =>
      expect(sentTo(sent, "GET Course/AdminGetCourses/1").at(-1)?.url).toContain(
        encodeURIComponent(JSON.stringify({ MissingLanguage: "fr" })),
      ),
    );

    await user.click(screen.getByRole("button", { name: "Edit Foundations Module 1" }));
    const translations = await screen.findByRole("region", { name: "Translations" });
    // The first language without a translation is offered first; the English stands beside each field.
    expect(within(translations).getByLabelText("Language")).toHaveValue("es");
    expect(within(translations).getByText("Two days of practice.")).toHaveAttribute("lang", "en");
    const title = within(translations).getByLabelText(/^Title \(Español\)/);
    expect(title).toHaveAttribute("lang", "es");
    await user.type(title, "Módulo 1 de Fundamentos");
    await user.click(within(translations).getByRole("button", { name: "Save translations" }));
    await vi.waitFor(() => expect(sentTo(sent, "PUT Translation/SaveTranslations")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "PUT Translation/SaveTranslations")[0])).toEqual({
      Kind: "course",
      Id: 7,
      Translations: { es: { Title: "Módulo 1 de Fundamentos", Summary: "", Description: "", Duration: "" } },
    });
  }, 20_000);

  it("reorders the categories", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Course/AdminGetCourses/*": list([]),
      "GET Course/GetCourseCategories": { body: envelope(CATEGORIES) },
      "PUT Course/AdminReorderCategories": { body: envelope([...CATEGORIES].reverse()) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminCoursesPage />, { path: "/admin/courses" });
    await user.click(await screen.findByRole("button", { name: "Move Advanced practice up" }));
    expect(jsonBody(sentTo(sent, "PUT Course/AdminReorderCategories")[0])).toEqual({ Ids: [2, 1] });
  });
});
