import type { Course, CourseDetail } from "@haa/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { BecomeInstructorPage, BecomePractitionerPage } from "./career-path-pages.tsx";
import { CourseDetailPage } from "./course-detail-page.tsx";
import { CoursesPage } from "./courses-page.tsx";

const PLACEHOLDER = "/images/course-placeholder.svg";

function course(overrides: Partial<Course> = {}): Course {
  return {
    Id: 7,
    Title: "Matrix and Energetic Structures",
    Summary: "The energetic structures behind the body's patterns.",
    Description: "First paragraph.\n\nSecond <b>paragraph</b>.",
    Category: { Id: 2, Name: "Advanced Practice" },
    Level: "advanced",
    Track: null,
    CeCredits: 24,
    Price: 750,
    PlanPrices: [
      { MembershipId: 1, Name: "Starter", Price: 750 },
      { MembershipId: 3, Name: "Standard", Price: 675 },
    ],
    Prerequisites: [{ Id: 3, Title: "Foundations Module 2: Practice and Case Work" }],
    IsSelfStudy: false,
    Duration: "3 days",
    Banner: PLACEHOLDER,
    BannerCard: PLACEHOLDER,
    Thumbnail: PLACEHOLDER,
    ThumbnailCard: PLACEHOLDER,
    IsPublished: true,
    ...overrides,
  };
}

function detail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...course(),
    YourMembershipId: null,
    YourPrice: null,
    RequiredPermission: "Advanced Course Access",
    PlanAllowed: null,
    ...overrides,
  };
}

describe("/courses", () => {
  it("lists courses as cards and sends page, search, category and level from the URL", async () => {
    const sent = stubApi({
      "GET Course/GetCourses/*": {
        body: envelope({
          List: [course({ FromPrice: 600, Lang: "de" }), course({ Id: 8, Title: "Anatomy", Lang: "en" })],
          TotalCount: 30,
          Page: 2,
          PageSize: 12,
        }),
      },
      "GET Course/GetCourseCategories": {
        body: envelope([
          {
            Id: 2,
            Name: "Advanced Practice",
            Slug: "advanced-practice",
            Description: "",
            SortOrder: 2,
            CourseCount: 6,
          },
        ]),
      },
    });
    renderRoute(<CoursesPage />, { path: "/courses", url: "/courses?page=2&search=matrix&category=2&level=advanced" });
    const card = await screen.findByRole("article", { name: "Matrix and Energetic Structures" });
    expect(within(card).getByRole("link", { name: "Matrix and Energetic Structures" })).toHaveAttribute(
      "href",
      "/courses/detail/7",
    );
    expect(card).toHaveTextContent("24 CE credits");
    const query = queryOf(sentTo(sent, "GET Course/GetCourses/2")[0]);
    expect(query.search).toBe("matrix");
    expect(JSON.parse(query.filters ?? "{}")).toEqual({ Category: 2, Level: "advanced" });
    expect(screen.getByRole("status")).toHaveTextContent("Courses found: 30");
    // The "from" figure is the server's (ADR 0062), not the lowest row the page could pick itself.
    expect(card).toHaveTextContent("$600");
    expect(screen.getByRole("navigation", { name: "Courses" })).toBeInTheDocument();
    // The course's own words say their language (ADR 0097); the first card's picture is fetched first, the rest lazily.
    expect(within(card).getByRole("heading")).toHaveAttribute("lang", "de");
    const second = screen.getByRole("article", { name: "Anatomy" });
    expect(within(second).getByRole("heading")).toHaveAttribute("lang", "en");
    const [firstImage, secondImage] = [card, second].map((article) => article.querySelector("img"));
    expect(firstImage).toHaveAttribute("fetchpriority", "high");
    expect(firstImage).not.toHaveAttribute("loading");
    expect(secondImage).toHaveAttribute("loading", "lazy");
  });
});

describe("/courses/detail/{id}", () => {
  it("explains the refusal to a Starter member and links to the upgrade, with their plan highlighted", async () => {
    stubApi({
      "GET Course/GetCourseById": {
        body: envelope(detail({ YourMembershipId: 1, YourPrice: 750, PlanAllowed: false })),
      },
    });
    renderRoute(<CourseDetailPage />, { path: "/courses/detail/:id", url: "/courses/detail/7" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Matrix and Energetic Structures" }),
    ).toBeInTheDocument();
    const refusal = screen.getByRole("note", { name: "Your plan does not include this course" });
    expect(within(refusal).getByRole("link", { name: "Upgrade your membership" })).toHaveAttribute(
      "href",
      "/membershipupgrade",
    );
    const own = screen.getByRole("rowheader", { name: /Starter/ }).closest("tr");
    expect(own).toHaveClass("course-prices__own");
    expect(own).toHaveTextContent("(Your plan)");
    expect(screen.getByRole("link", { name: "Foundations Module 2: Practice and Case Work" })).toHaveAttribute(
      "href",
      "/courses/detail/3",
    );
    // The description is text: markup typed into it is shown, not run.
    expect(screen.getByText("Second <b>paragraph</b>.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Find a seminar" })).toBeNull();
  });

  it("sends a visitor to a seminar, a self-study course to checkout, and says when a course does not exist", async () => {
    stubApi({ "GET Course/GetCourseById": { body: envelope(detail()) } });
    const first = renderRoute(<CourseDetailPage />, { path: "/courses/detail/:id", url: "/courses/detail/7" });
    expect(await screen.findByRole("link", { name: "Find a seminar" })).toHaveAttribute("href", "/seminars?courseId=7");
    expect(screen.getByText("Members pay less. Log in or join to see your price.")).toBeInTheDocument();
    first.unmount();

    stubApi({
      "GET Course/GetCourseById": {
        body: envelope(
          detail({ IsSelfStudy: true, Level: "beginner", PlanAllowed: true, YourMembershipId: 3, YourPrice: 675 }),
        ),
      },
    });
    const second = renderRoute(<CourseDetailPage />, { path: "/courses/detail/:id", url: "/courses/detail/7" });
    expect(await screen.findByRole("link", { name: "Enrol in this course" })).toHaveAttribute(
      "href",
      "/coursecheckout?courseId=7",
    );
    expect(screen.getByText("Your price: $675")).toBeInTheDocument();
    second.unmount();

    stubApi({
      "GET Course/GetCourseById": {
        status: 404,
        body: { Status: false, Message: "This course does not exist or is not published.", Data: null },
      },
    });
    renderRoute(<CourseDetailPage />, { path: "/courses/detail/:id", url: "/courses/detail/999" });
    expect(
      await screen.findByRole("heading", { name: "This course does not exist or is not published." }),
    ).toBeInTheDocument();
  });
});

describe("/courses/detail/{id} prices (ADR 0062)", () => {
  it("shows the server's price with the retake discount it includes, and what the plan table means for seminars", async () => {
    stubApi({
      "GET Course/GetCourseById": {
        body: envelope(detail({ YourMembershipId: 3, YourPrice: 337.5, YourRetakePercent: 50, PlanAllowed: true })),
      },
    });
    renderRoute(<CourseDetailPage />, { path: "/courses/detail/:id", url: "/courses/detail/7" });
    const yours = await screen.findByText(/Your price: \$337\.50/);
    expect(yours).toHaveTextContent("Includes your 50% retake discount.");
    expect(screen.getByRole("rowheader", { name: /Standard/ }).closest("tr")).toHaveTextContent("$675");
    expect(screen.getByText(/A seminar with another price costs your plan the same share/)).toBeInTheDocument();
  });
});

describe("/becomeinstructor", () => {
  it("shows a path's requirements and links its courses by id, leaving a course not offered as text", async () => {
    stubApi({
      "GET Course/GetCoursesIDsAndTitle/1": {
        body: envelope({
          List: [
            { Id: 1, Title: "Access Technique Essentials" },
            { Id: 2, Title: "Foundations Module 1: Principles and Protocol" },
          ],
          TotalCount: 2,
          Page: 1,
          PageSize: 1000,
        }),
      },
    });
    renderRoute(<BecomeInstructorPage />, { path: "/becomeinstructor/TBAT", url: "/becomeinstructor/TBAT" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Access Technique instructor (TBAT)" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Access Technique Essentials" })).toHaveAttribute(
      "href",
      "/courses/detail/1",
    );
    const notOffered = screen.getByText("Instructor Training: Access Technique");
    expect(notOffered).toHaveAttribute("lang", "en");
    expect(notOffered.closest("li")).toHaveTextContent("(not offered at the moment)");
    expect(screen.getByRole("link", { name: "Find your first course" })).toHaveAttribute("href", "/courses/detail/1");
    expect(screen.getByRole("link", { name: "Certified instructor (CBI)" })).toHaveAttribute(
      "href",
      "/becomeinstructor/CBI",
    );
  });

  it("links the courses by id under the titles the API answers in the reader's language", async () => {
    stubApi({
      "GET Course/GetCoursesIDsAndTitle/1": {
        body: envelope({
          List: [
            { Id: 2, Title: "Grundlagenmodul 1: Prinzipien und Protokoll", Lang: "de" },
            { Id: 3, Title: "Grundlagenmodul 2: Praxis und Fallarbeit", Lang: "de" },
            { Id: 5, Title: "Anatomy for Body-Work Practitioners", Lang: "en" },
          ],
          TotalCount: 3,
          Page: 1,
          PageSize: 1000,
        }),
      },
    });
    renderRoute(<BecomePractitionerPage />, { path: "/becomepractitioner/CBP", url: "/becomepractitioner/CBP" });
    const first = await screen.findByRole("link", { name: "Grundlagenmodul 1: Prinzipien und Protokoll" });
    expect(first).toHaveAttribute("href", "/courses/detail/2");
    expect(first).toHaveAttribute("lang", "de");
    expect(screen.getByRole("link", { name: "Grundlagenmodul 2: Praxis und Fallarbeit" })).toHaveAttribute(
      "href",
      "/courses/detail/3",
    );
    expect(screen.getByRole("link", { name: "Anatomy for Body-Work Practitioners" })).toHaveAttribute("lang", "en");
    expect(screen.queryByText("(not offered at the moment)")).not.toBeInTheDocument();
    expect(screen.queryByText("Foundations Module 1: Principles and Protocol")).not.toBeInTheDocument();
  });
});
