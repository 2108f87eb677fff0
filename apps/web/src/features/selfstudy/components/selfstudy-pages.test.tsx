import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { CourseLessonsPage } from "./course-lessons-page.tsx";
import { MySelfStudyPage } from "./my-self-study-page.tsx";
import { SelfStudyCataloguePage } from "./self-study-catalogue-page.tsx";

function lesson(id: number, overrides: Record<string, unknown> = {}) {
  return {
    LessonId: id,
    Position: id,
    Title: `Lesson ${id}`,
    Summary: "A routine.",
    DurationSeconds: 100,
    VideoUrl: "/media/selfstudy/body-awareness.webm",
    CaptionsUrl: "/media/selfstudy/body-awareness.en.vtt",
    HasHandout: true,
    HandoutName: `lesson-${id}.pdf`,
    WatchedSeconds: 0,
    Done: false,
    ...overrides,
  };
}

function course(lessons: unknown[], overrides: Record<string, unknown> = {}) {
  return {
    CourseId: 7,
    Title: "Body Awareness at Home (self-study)",
    Summary: "Six short video lessons.",
    CeCredits: 4,
    IsEnrolled: true,
    CompletedAt: null,
    CeCreditsAwarded: null,
    Lessons: lessons,
    ...overrides,
  };
}

describe("/selfstudy", () => {
  it("lists self-study courses with price and an Enrol link to the course checkout", async () => {
    stubApi({
      "GET SelfStudy/GetSelfStudyCourses": {
        body: envelope({
          List: [
            {
              CourseId: 7,
              Title: "Body Awareness at Home (self-study)",
              Summary: "<b>Six</b> short video lessons.",
              CeCredits: 4,
              Price: 90,
              Duration: "6 lessons",
              LessonCount: 6,
            },
          ],
          TotalCount: 1,
          Page: 1,
          PageSize: 12,
        }),
      },
    });
    renderRoute(<SelfStudyCataloguePage />, { path: "/selfstudy" });
    expect(await screen.findByRole("heading", { name: "Body Awareness at Home (self-study)" })).toBeInTheDocument();
    expect(screen.getByText("<b>Six</b> short video lessons.")).toBeInTheDocument();
    expect(screen.getByText("Price: $90")).toBeInTheDocument();
    expect(screen.getByText(/6 lessons · 4 CE credits/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enrol in Body Awareness at Home (self-study)" })).toHaveAttribute(
      "href",
      "/coursecheckout?courseId=7",
    );
  });
});

describe("/selfstudy counts", () => {
  it("says one lesson and one CE credit in the singular, in English and in Czech's forms", async () => {
    const one = { CourseId: 8, Title: "Breath", Summary: "One lesson.", Price: 10, Duration: "", LessonCount: 1 };
    stubApi({
      "GET SelfStudy/GetSelfStudyCourses": {
        body: envelope({
          List: [
            { ...one, CeCredits: 1 },
            { ...one, CourseId: 9, Title: "Posture", LessonCount: 3, CeCredits: 5 },
          ],
          TotalCount: 2,
          Page: 1,
          PageSize: 12,
        }),
      },
    });
    renderRoute(<SelfStudyCataloguePage />, { path: "/selfstudy" });
    expect(await screen.findByText(/^1 lesson · 1 CE credit$/)).toBeInTheDocument();
    expect(screen.getByText(/^3 lessons · 5 CE credits$/)).toBeInTheDocument();
    cleanup();
    await changeLanguage("cs");
    try {
      renderRoute(<SelfStudyCataloguePage />, { path: "/selfstudy" });
      expect(await screen.findByText(/^1 lekce · 1 kredit dalšího vzdělávání$/)).toBeInTheDocument();
      expect(screen.getByText(/^3 lekce · 5 kreditů dalšího vzdělávání$/)).toBeInTheDocument();
    } finally {
      await changeLanguage("en");
    }
  });
});

describe("/selfstudy for a member (ADR 0062)", () => {
  it("shows the price the server quoted the member beside the visitor price", async () => {
    logInAs();
    stubApi({
      "GET SelfStudy/GetSelfStudyCourses": {
        body: envelope({
          List: [
            {
              CourseId: 7,
              Title: "Body Awareness at Home (self-study)",
              Summary: "Six short video lessons.",
              CeCredits: 4,
              Price: 90,
              YourPrice: 76.5,
              Duration: "6 lessons",
              LessonCount: 6,
            },
          ],
          TotalCount: 1,
          Page: 1,
          PageSize: 12,
        }),
      },
    });
    renderRoute(<SelfStudyCataloguePage />, { path: "/selfstudy" });
    expect(await screen.findByText("Your price: $76.50")).toBeInTheDocument();
    expect(screen.getByText("Price: $90")).toBeInTheDocument();
  });
});

describe("/myselfstudy", () => {
  it("shows each course with a progress bar and a link to its lessons", async () => {
    logInAs();
    stubApi({
      "GET SelfStudy/GetMySelfStudyCourses": {
        body: envelope({
          List: [
            {
              CourseId: 7,
              EnrollmentId: 3,
              Title: "Body Awareness",
              Summary: "Short lessons.",
              CeCredits: 4,
              LessonCount: 6,
              LessonsDone: 3,
              Percent: 50,
              EnrolledAt: "2026-11-01T10:00:00.000Z",
              CompletedAt: null,
              CeCreditsAwarded: null,
            },
          ],
        }),
      },
    });
    renderRoute(<MySelfStudyPage />, { path: "/myselfstudy" });
    const bar = await screen.findByRole("progressbar", { name: "Progress of Body Awareness" });
    expect(bar).toHaveAttribute("value", "50");
    expect(screen.getByText("3 of 6 lessons done")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the lessons" })).toHaveAttribute(
      "href",
      "/myselfstudy/subjectcourses?courseId=7",
    );
  });

  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<MySelfStudyPage />, { path: "/myselfstudy" });
    expect(await screen.findByRole("button", { name: "Login" })).toBeInTheDocument();
  });
});

describe("/myselfstudy/subjectcourses", () => {
  it("plays a lesson with captions, reports progress and marks it done", async () => {
    logInAs();
    const sent = stubApi({
      "GET SelfStudy/GetCourseLessons": {
        body: envelope(course([lesson(1), lesson(2, { Done: true, WatchedSeconds: 100 })])),
      },
      "POST SelfStudy/SaveLessonProgress": (request) => {
        const body = jsonBody(request);
        const watched = Math.round(Number(body.WatchedSeconds));
        return {
          body: envelope({
            LessonId: body.LessonId,
            WatchedSeconds: watched,
            Done: watched >= 90,
            CourseCompleted: false,
            CeCreditsAwarded: null,
          }),
        };
      },
    });
    renderRoute(<CourseLessonsPage />, {
      path: "/myselfstudy/subjectcourses",
      url: "/myselfstudy/subjectcourses?courseId=7",
    });
    expect(await screen.findByRole("heading", { name: "Lesson 1", level: 2 })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET SelfStudy/GetCourseLessons")[0])).toEqual({ courseId: "7" });
    const video = document.querySelector("video") as HTMLVideoElement;
    expect(video.getAttribute("src")).toBe("/media/selfstudy/body-awareness.webm");
    expect(video.querySelector("track")).toHaveAttribute("kind", "captions");
    const list = screen.getByRole("navigation", { name: "Lessons" });
    expect(within(list).getAllByText(/Done/)).toHaveLength(1);
    // Every ~10 s of video is reported.
    Object.defineProperty(video, "currentTime", { value: 12, configurable: true });
    fireEvent.timeUpdate(video);
    await screen.findByText(/Not done yet/);
    expect(jsonBody(sentTo(sent, "POST SelfStudy/SaveLessonProgress")[0])).toEqual({ LessonId: 1, WatchedSeconds: 12 });
    Object.defineProperty(video, "currentTime", { value: 91, configurable: true });
    fireEvent.timeUpdate(video);
    await waitFor(() => expect(within(list).getAllByText(/Done/)).toHaveLength(2));
    expect(screen.getByText(/^Done ·/)).toBeInTheDocument();
  });

  it("moves to the next and previous lesson", async () => {
    logInAs();
    stubApi({ "GET SelfStudy/GetCourseLessons": { body: envelope(course([lesson(1), lesson(2)])) } });
    const user = userEvent.setup();
    const { router } = renderRoute(<CourseLessonsPage />, {
      path: "/myselfstudy/subjectcourses",
      url: "/myselfstudy/subjectcourses?courseId=7",
    });
    await screen.findByRole("heading", { name: "Lesson 1", level: 2 });
    expect(screen.getByRole("button", { name: "Previous lesson" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next lesson" }));
    expect(await screen.findByRole("heading", { name: "Lesson 2", level: 2 })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?courseId=7&lesson=2");
    expect(screen.getByRole("button", { name: "Next lesson" })).toBeDisabled();
  });

  it("shows a member who is not enrolled the titles, no video and the way to enrol", async () => {
    logInAs();
    stubApi({
      "GET SelfStudy/GetCourseLessons": {
        body: envelope(
          course([lesson(1, { VideoUrl: null, CaptionsUrl: null, HandoutName: null })], { IsEnrolled: false }),
        ),
      },
    });
    renderRoute(<CourseLessonsPage />, {
      path: "/myselfstudy/subjectcourses",
      url: "/myselfstudy/subjectcourses?courseId=7",
    });
    expect(await screen.findByRole("heading", { name: "Lesson 1", level: 2 })).toBeInTheDocument();
    expect(document.querySelector("video")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download the handout" })).toBeNull();
    expect(screen.getByRole("link", { name: "Enrol in this course" })).toHaveAttribute(
      "href",
      "/coursecheckout?courseId=7",
    );
  });
});
