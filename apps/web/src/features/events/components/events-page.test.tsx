import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { changeLanguage } from "../../../shared/i18n/i18n.ts";
import { EventPlace, EventsPage } from "./events-page.tsx";

function item(id: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    Title: "Foundations study circle",
    Description: "We read one chapter a week.",
    Type: "StudyGroup",
    Address: "14 Merrion Square",
    City: "Dublin",
    Country: "Ireland",
    OnlineLink: null,
    IsOnline: false,
    TimeZone: "Europe/Dublin",
    StartDateTime: "2026-12-01T19:00",
    EndDateTime: "2026-12-01T20:30",
    Recurrence: "FREQ=WEEKLY;BYDAY=TU",
    EventDate: "2026-12-01T19:00:00.000Z",
    NextOccurrence: [
      { Start: "2026-12-01T19:00:00.000Z", End: "2026-12-01T20:30:00.000Z" },
      { Start: "2026-12-08T19:00:00.000Z", End: "2026-12-08T20:30:00.000Z" },
    ],
    HostId: 9,
    HostName: "Margaret O'Neill",
    GoingCount: 3,
    MyRsvp: null,
    CanEdit: false,
    ...overrides,
  };
}

const list = (items: unknown[], extra: Record<string, unknown> = {}) =>
  envelope({
    List: [
      {
        Month: 12,
        Year: 2026,
        EventDate: "2026-12-01T19:00:00.000Z",
        NextOccurrence: ["2026-12-01T19:00:00.000Z"],
        Data: items,
      },
    ],
    TotalCount: items.length,
    Page: 1,
    PageSize: 1000,
    StudyGroupsLocked: false,
    LockedStudyGroupCount: 0,
    ...extra,
  });

describe("/studygroupsandevents", () => {
  it("lists by month with plain-text titles, next dates, the going count and a login call for visitors", async () => {
    const sent = stubApi({
      "GET EventAndGroup/GetEventAndStudyByGroup": {
        body: list([item(1, { Title: "<img src=x onerror=alert(1)> circle", Type: "Event", Recurrence: null })], {
          StudyGroupsLocked: true,
          LockedStudyGroupCount: 2,
        }),
      },
    });
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    expect(await screen.findByRole("heading", { name: "<img src=x onerror=alert(1)> circle" })).toBeInTheDocument();
    expect(document.querySelector("img[src=x]")).toBeNull();
    expect(screen.getByRole("heading", { name: "December 2026" })).toBeInTheDocument();
    expect(screen.getByText("3 going")).toBeInTheDocument();
    // The next date in the card, the other one behind "and 1 more date".
    expect(screen.getAllByRole("button", { name: /^This date \(\.ics\)/ })).toHaveLength(2);
    expect(screen.getByText("and 1 more date")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log in to say you're going" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Study groups are for members" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Join the association" })).toHaveAttribute("href", "/register");
    expect(screen.queryByRole("button", { name: "New event or study group" })).toBeNull();
    expect(queryOf(sentTo(sent, "GET EventAndGroup/GetEventAndStudyByGroup")[0])).toMatchObject({
      page: "1",
      pageSize: "all",
    });
  });

  describe("in German and Czech", () => {
    afterEach(async () => {
      await changeLanguage("en");
    });

    it.each([
      ["de", 1, "1 nimmt teil", 1, "1 Studiengruppe trifft sich regelmäßig."],
      ["de", 3, "3 nehmen teil", 2, "2 Studiengruppen treffen sich regelmäßig."],
      ["cs", 1, "1 účastník", 1, "Pravidelně se schází 1 studijní skupina."],
      ["cs", 3, "3 účastníci", 3, "Pravidelně se scházejí 3 studijní skupiny."],
      ["cs", 5, "5 účastníků", 5, "Pravidelně se schází 5 studijních skupin."],
    ] as const)(
      "%s: says %i going and counts the locked study groups in the number's plural form",
      async (language, going, goingText, locked, lockedText) => {
        await changeLanguage(language);
        stubApi({
          "GET EventAndGroup/GetEventAndStudyByGroup": {
            body: list([item(1, { GoingCount: going })], { StudyGroupsLocked: true, LockedStudyGroupCount: locked }),
          },
        });
        renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
        expect(await screen.findByText(goingText)).toBeInTheDocument();
        expect(screen.getByText(new RegExp(`^${lockedText}`))).toBeInTheDocument();
      },
    );

    it("names the country in the reader's language; the address stays as the host typed it", async () => {
      await changeLanguage("de");
      stubApi({ "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([item(1)]) } });
      renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
      const card = await screen.findByRole("listitem", { name: "Foundations study circle" });
      // Stored as "Ireland": named in German (once the deferred render is in), so not marked English.
      const country = await within(card).findByText("Irland");
      expect(country).not.toHaveAttribute("lang");
      expect(country.parentElement).toHaveTextContent("14 Merrion Square, Dublin, Irland");
    });

    it("marks the country's stored English name as English where it is all the page has (the server's render)", async () => {
      await changeLanguage("de");
      const html = renderToString(<EventPlace event={item(1) as Parameters<typeof EventPlace>[0]["event"]} />);
      expect(html).toBe('<span>14 Merrion Square, Dublin<!-- -->, <span lang="en">Ireland</span></span>');
    });
  });

  it("searches and filters through the query string", async () => {
    const sent = stubApi({ "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([item(1)]) } });
    const user = userEvent.setup();
    const { router } = renderRoute(<EventsPage />, {
      path: "/studygroupsandevents",
      url: "/studygroupsandevents?type=StudyGroup&search=circle",
    });
    await screen.findByRole("heading", { name: "Foundations study circle" });
    expect(queryOf(sentTo(sent, "GET EventAndGroup/GetEventAndStudyByGroup")[0])).toMatchObject({
      search: "circle",
      filters: JSON.stringify({ Type: "StudyGroup" }),
    });
    await user.selectOptions(screen.getByLabelText("Where"), "Online");
    expect(router.state.location.search).toBe("?search=circle&type=StudyGroup&mode=Online");
  });

  it("lets a member answer going", async () => {
    logInAs({ MembershipId: 2 });
    const sent = stubApi({
      "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([item(1)]) },
      "POST EventAndGroup/RsvpEventAndGroup": {
        body: envelope({ EventId: 1, MyRsvp: "Going", GoingCount: 4 }, { Message: "You are going. See you there!" }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    const card = (await screen.findByRole("heading", { name: "Foundations study circle" })).closest(
      "li",
    ) as HTMLElement;
    await user.click(within(card).getByRole("button", { name: "I'm going" }));
    expect(jsonBody(sentTo(sent, "POST EventAndGroup/RsvpEventAndGroup")[0])).toEqual({ EventId: 1, Going: true });
  });

  it("shows the next date and folds the others behind a pluralised 'and N more'", async () => {
    const weekly = (n: number) => ({
      Start: `2026-12-${String(1 + 7 * n).padStart(2, "0")}T19:00:00.000Z`,
      End: `2026-12-${String(1 + 7 * n).padStart(2, "0")}T20:30:00.000Z`,
    });
    stubApi({
      "GET EventAndGroup/GetEventAndStudyByGroup": {
        body: list([
          item(1, { Title: "Weekly circle", NextOccurrence: [0, 1, 2, 3].map(weekly) }),
          item(2, { Title: "One evening", Recurrence: null, NextOccurrence: [weekly(0)] }),
        ]),
      },
    });
    const user = userEvent.setup();
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    const weeklyCard = (await screen.findByRole("listitem", { name: "Weekly circle" })) as HTMLElement;
    const [shown, ...folded] = weeklyCard.querySelectorAll("time");
    expect(shown?.getAttribute("datetime")).toBe("2026-12-01T19:00:00.000Z");
    const more = within(weeklyCard).getByText("and 3 more dates");
    const details = more.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    // The later dates are inside the closed disclosure, not in the card's list.
    expect(folded.map((time) => details.contains(time))).toEqual([true, true, true]);
    await user.click(more);
    expect(details.open).toBe(true);
    // One date only: no "more".
    const single = screen.getByRole("listitem", { name: "One evening" });
    expect(within(single).queryByText(/more date/)).toBeNull();
    expect(single.querySelector("details")).toBeNull();
  });

  it("gives instructors the form with the recurrence picker and sends an RRULE", { timeout: 20_000 }, async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({
      "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([item(1, { CanEdit: true })]) },
      "POST EventAndGroup/AddEventAndGroup": {
        body: envelope({ Id: 7 }, { Message: "Your event has been published." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    await screen.findByRole("heading", { name: "Foundations study circle" });
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "New event or study group" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), "Evening study group");
    await user.type(within(dialog).getByLabelText("City"), "Dublin");
    await user.selectOptions(within(dialog).getByLabelText("Country"), "Ireland");
    await user.selectOptions(within(dialog).getByLabelText(/Time zone/), "Europe/Dublin");
    await user.type(within(dialog).getByLabelText("Starts"), "2026-12-01T19:00");
    await user.type(within(dialog).getByLabelText("Ends"), "2026-12-01T20:30");
    await user.selectOptions(within(dialog).getByLabelText("Repeats"), "biweekly");
    await user.click(within(dialog).getByLabelText("Tuesday"));
    await user.selectOptions(within(dialog).getByLabelText("Series ends"), "after");
    await user.clear(within(dialog).getByLabelText("Number of dates"));
    await user.type(within(dialog).getByLabelText("Number of dates"), "6");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Your event has been published.");
    expect(jsonBody(sentTo(sent, "POST EventAndGroup/AddEventAndGroup")[0])).toMatchObject({
      Title: "Evening study group",
      Type: "StudyGroup",
      TimeZone: "Europe/Dublin",
      StartDateTime: "2026-12-01T19:00",
      Recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6",
      OnlineLink: null,
    });
  });

  it("shows the shared schema's messages before calling the server", { timeout: 20_000 }, async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({ "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([]) } });
    const user = userEvent.setup();
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    await user.click(await screen.findByRole("button", { name: "New event or study group" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByLabelText("Meets online"));
    await user.type(within(dialog).getByLabelText("Online link"), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(
      within(dialog).getByText("The online link must be a web address starting with http:// or https://."),
    ).toBeInTheDocument();
    expect(sentTo(sent, "POST EventAndGroup/AddEventAndGroup")).toHaveLength(0);
  });

  it("shows the schema's message about the series by the repeat picker and sends nothing", {
    timeout: 20_000,
  }, async () => {
    logInAs({ MembershipId: 5, MemberShipId: 5 });
    const sent = stubApi({ "GET EventAndGroup/GetEventAndStudyByGroup": { body: list([]) } });
    const user = userEvent.setup();
    renderRoute(<EventsPage />, { path: "/studygroupsandevents" });
    await user.click(await screen.findByRole("button", { name: "New event or study group" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Title"), "Evening study group");
    await user.type(within(dialog).getByLabelText("City"), "Dublin");
    await user.selectOptions(within(dialog).getByLabelText("Country"), "Ireland");
    await user.type(within(dialog).getByLabelText("Starts"), "2026-12-01T19:00");
    await user.type(within(dialog).getByLabelText("Ends"), "2026-12-01T20:30");
    await user.selectOptions(within(dialog).getByLabelText("Repeats"), "daily");
    await user.selectOptions(within(dialog).getByLabelText("Series ends"), "on");
    await user.type(within(dialog).getByLabelText("Last date"), "2026-11-01");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("The last date must be after the start and within three years."),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Repeats")).toHaveAttribute("aria-invalid", "true");
    expect(sentTo(sent, "POST EventAndGroup/AddEventAndGroup")).toHaveLength(0);
  });
});
