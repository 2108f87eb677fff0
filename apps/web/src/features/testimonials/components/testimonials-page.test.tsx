import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { TestimonialsPage } from "./testimonials-page.tsx";

const TEXT = "The weekly study group gave me the confidence to start practising.";

function testimonial(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    Text: TEXT,
    DisplayName: "Emily C.",
    Location: "Portland, Oregon",
    MembershipId: 3,
    MembershipName: "Standard",
    ProfileImage: null,
    IsFeatured: false,
    PublishedAt: "2026-05-01T10:00:00.000Z",
    ...overrides,
  };
}

const page = (list: unknown[], total = list.length) =>
  envelope({ List: list, TotalCount: total, Page: 1, PageSize: 9 });

describe("/Testimonials", () => {
  it("lists published testimonials as plain text and invites visitors to join", async () => {
    stubApi({
      "GET Testimonial/GetTestimonials": {
        body: page([
          testimonial(1, { IsFeatured: true }),
          testimonial(2, { Text: "<img src=x onerror=alert(1)> plain words only", DisplayName: "Haruto S." }),
        ]),
      },
    });
    renderRoute(<TestimonialsPage />, { path: "/Testimonials" });
    expect(await screen.findByText(TEXT)).toBeInTheDocument();
    expect(screen.getByText("<img src=x onerror=alert(1)> plain words only")).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByText("Testimonials found: 2")).toBeInTheDocument();
    expect(screen.getAllByText("Featured").length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Standard member · Portland, Oregon/)).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "Share your own story" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Join the association" })).toHaveAttribute("href", "/register");
    expect(screen.queryByLabelText("Your testimonial")).toBeNull();
  });

  it("marks each testimonial's words with the language its author wrote in", async () => {
    stubApi({
      "GET Testimonial/GetTestimonials": {
        body: page([
          testimonial(1, { Text: "Comecei com o plano Starter só para experimentar.", Lang: "pt" }),
          testimonial(2, { Lang: "en" }),
        ]),
      },
    });
    renderRoute(<TestimonialsPage />, { path: "/Testimonials" });
    const portuguese = await screen.findByText("Comecei com o plano Starter só para experimentar.");
    expect(portuguese.closest("blockquote")).toHaveAttribute("lang", "pt");
    expect(screen.getByText(TEXT).closest("blockquote")).toHaveAttribute("lang", "en");
  });

  it("searches, filters and pages through the query string", async () => {
    const sent = stubApi({
      "GET Testimonial/GetTestimonials": { body: page([testimonial(1)], 20) },
    });
    const user = userEvent.setup();
    const { router } = renderRoute(<TestimonialsPage />, { path: "/Testimonials", url: "/Testimonials?page=2" });
    await screen.findByText(TEXT);
    expect(queryOf(sentTo(sent, "GET Testimonial/GetTestimonials")[0])).toMatchObject({ page: "2", pageSize: "9" });

    await user.type(screen.getByLabelText("Search testimonials"), "study group");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(router.state.location.search).toBe("?search=study+group");

    await user.selectOptions(screen.getByLabelText("Show"), "featured");
    expect(router.state.location.search).toBe("?search=study+group&filter=featured");
    const last = sentTo(sent, "GET Testimonial/GetTestimonials").at(-1);
    expect(queryOf(last)).toMatchObject({ search: "study group", filter: "featured", page: "1" });

    await user.click(await screen.findByRole("button", { name: "Next" }));
    expect(router.state.location.search).toBe("?search=study+group&filter=featured&page=2");
  });

  it("shows the shared rules' messages before sending anything", async () => {
    logInAs();
    const sent = stubApi({ "GET Testimonial/GetTestimonials": { body: page([]) } });
    const user = userEvent.setup();
    renderRoute(<TestimonialsPage />, { path: "/Testimonials" });
    expect(await screen.findByText("No testimonials match your search yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your testimonial"), "Too short.");
    await user.click(screen.getByRole("button", { name: "Submit testimonial" }));
    expect(await screen.findByText("Testimonial should be a minimum of 30 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Testimonial/AddTestimonial")).toHaveLength(0);
  });

  it("sends a member's testimonial and says it waits for approval", async () => {
    logInAs();
    const sent = stubApi({
      "GET Testimonial/GetTestimonials": { body: page([]) },
      "POST Testimonial/AddTestimonial": {
        body: {
          ...envelope({ Id: 9, Status: "Pending", CreatedAt: "2026-05-01T10:00:00.000Z" }),
          Message: "Thank you! Your testimonial is waiting for approval by an administrator.",
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(<TestimonialsPage />, { path: "/Testimonials" });
    await user.type(await screen.findByLabelText("Your testimonial"), TEXT);
    await user.type(screen.getByLabelText(/Location/), "Portland");
    await user.click(screen.getByRole("button", { name: "Submit testimonial" }));
    const done = await screen.findByRole("region", { name: "Waiting for approval" });
    expect(done).toHaveTextContent("Thank you! Your testimonial is waiting for approval by an administrator.");
    expect(jsonBody(sentTo(sent, "POST Testimonial/AddTestimonial")[0])).toEqual({ Text: TEXT, Location: "Portland" });
    await user.click(within(done).getByRole("button", { name: "Write another testimonial" }));
    expect(screen.getByLabelText("Your testimonial")).toHaveValue("");
  });

  it("shows the daily limit's message", async () => {
    logInAs();
    stubApi({
      "GET Testimonial/GetTestimonials": { body: page([]) },
      "POST Testimonial/AddTestimonial": failure(
        429,
        "You can share at most 3 testimonials a day. Please try again tomorrow.",
        { Code: "TESTIMONIAL_DAILY_LIMIT" },
      ),
    });
    const user = userEvent.setup();
    renderRoute(<TestimonialsPage />, { path: "/Testimonials" });
    await user.type(await screen.findByLabelText("Your testimonial"), TEXT);
    await user.click(screen.getByRole("button", { name: "Submit testimonial" }));
    const toastEl = await screen.findByTestId("toast");
    expect(toastEl).toHaveTextContent("You can share at most 3 testimonials a day.");
  });
});
