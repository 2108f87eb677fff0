import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { jsonBody, queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminAnnouncementsPage } from "./admin-announcements-page.tsx";
import { AnnouncementPage, AnnouncementsPage } from "./announcements-page.tsx";

const announcement = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  Id: id,
  Title: title,
  Body: `${title}.\n\nSecond paragraph.`,
  Excerpt: `${title}. Second paragraph.`,
  PublishedAt: "2026-11-19T09:00:00.000Z",
  ExpiresAt: null,
  IsPinned: false,
  ...extra,
});

/** The public list's first page, answered with these announcements. */
function stubList(list: ReturnType<typeof announcement>[]) {
  stubApi({
    "GET Announcement/GetAnnouncement": {
      body: envelope({ List: list, TotalCount: list.length, Page: 1, PageSize: 10 }),
    },
  });
}

describe("/announcement", () => {
  it("lists announcements with the pinned one marked and links to each", async () => {
    stubList([announcement(1, "Annual General Meeting", { IsPinned: true }), announcement(2, "Seminar season")]);
    renderRoute(<AnnouncementsPage />, { path: "/announcement" });
    const first = await screen.findByRole("link", { name: "Annual General Meeting" });
    expect(first).toHaveAttribute("href", "/newannouncement/1");
    expect(screen.getByText("Pinned")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Read more: Seminar season" })).toHaveAttribute(
      "href",
      "/newannouncement/2",
    );
  });
});

describe("/announcement in the reader's language", () => {
  it("marks a translated announcement's words with their language", async () => {
    stubList([
      announcement(1, "Jahreshauptversammlung", { Lang: "de" }),
      announcement(2, "Seminar season", { Lang: "en" }),
    ]);
    renderRoute(<AnnouncementsPage />, { path: "/announcement" });
    const german = await screen.findByRole("heading", { name: "Jahreshauptversammlung" });
    expect(german).toHaveAttribute("lang", "de");
    expect(screen.getByText("Jahreshauptversammlung. Second paragraph.")).toHaveAttribute("lang", "de");
    expect(screen.getByRole("heading", { name: "Seminar season" })).toHaveAttribute("lang", "en");
  });
});

describe("/newannouncement/{id}", () => {
  it("shows the body as paragraphs of plain text, never as markup", async () => {
    stubApi({
      "GET Announcement/GetAnnouncementById/*": {
        body: envelope(
          announcement(7, "Directory update", { Body: "<img src=x onerror=alert(1)>\n\nPlease review your listing." }),
        ),
      },
    });
    const { container } = renderRoute(<AnnouncementPage />, {
      path: "/newannouncement/:id",
      url: "/newannouncement/7",
    });
    expect(await screen.findByRole("heading", { name: "Directory update", level: 1 })).toBeInTheDocument();
    const article = screen.getByRole("article");
    expect(within(article).getByText("<img src=x onerror=alert(1)>")).toBeInTheDocument();
    expect(within(article).getByText("Please review your listing.")).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("says the announcement was not found on 404", async () => {
    stubApi({
      "GET Announcement/GetAnnouncementById/*": failure(
        404,
        "This announcement does not exist or is no longer available.",
      ),
    });
    renderRoute(<AnnouncementPage />, { path: "/newannouncement/:id", url: "/newannouncement/999" });
    expect(await screen.findByRole("heading", { name: "Announcement not found" })).toBeInTheDocument();
  });
});

describe("/admin/announcements", () => {
  const adminList = {
    body: envelope({
      List: [
        {
          ...announcement(3, "Conference in Lisbon"),
          State: "published",
          CreatedAt: "2026-11-19T09:00:00.000Z",
          UpdatedAt: "2026-11-19T09:00:00.000Z",
          NotifiedAt: "2026-11-19T09:00:00.000Z",
        },
      ],
      TotalCount: 1,
      Page: 1,
      PageSize: 20,
    }),
  };

  it("refuses members who are not administrators", () => {
    logInAs();
    renderRoute(<AdminAnnouncementsPage />, { path: "/admin/announcements" });
    expect(screen.getByRole("heading", { name: "Administrators only" })).toBeInTheDocument();
  });

  it("checks the form with the shared rules, then publishes", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Announcement/GetAnnouncementsAdmin": adminList,
      "POST Announcement/AddAnnouncement": {
        body: envelope(announcement(4, "Policy change"), { Message: "The announcement has been saved." }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminAnnouncementsPage />, { path: "/admin/announcements" });
    expect(await screen.findByText("Conference in Lisbon")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "AG");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The title must be at least 3 characters long.")).toBeInTheDocument();
    expect(screen.getByText("Text is required")).toBeInTheDocument();
    expect(sentTo(sent, "POST Announcement/AddAnnouncement")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Policy change");
    await user.type(screen.getByLabelText("Text"), "The new code of ethics applies from next month.");
    await user.click(screen.getByRole("checkbox", { name: "Pin to the top of the list" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The announcement has been saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Announcement/AddAnnouncement")[0])).toEqual({
      Title: "Policy change",
      Body: "The new code of ethics applies from next month.",
      IsPinned: true,
    });
  });

  it("shows each announcement's languages, lists those missing one, and translates below the editor", async () => {
    logInAs({ AccountType: 99 });
    const translated = {
      body: envelope({
        List: [
          {
            ...announcement(3, "Conference in Lisbon"),
            State: "published",
            CreatedAt: "2026-11-19T09:00:00.000Z",
            UpdatedAt: "2026-11-19T09:00:00.000Z",
            NotifiedAt: null,
            Languages: ["es", "ja"],
          },
        ],
        TotalCount: 1,
        Page: 1,
        PageSize: 20,
      }),
    };
    const sent = stubApi({
      "GET Announcement/GetAnnouncementsAdmin": translated,
      "GET Translation/GetTranslations": {
        body: envelope({
          Kind: "announcement",
          Id: 3,
          Source: { Title: "Conference in Lisbon", Body: "Conference in Lisbon.\n\nSecond paragraph." },
          Translations: {},
          Languages: [],
        }),
      },
      "PUT Translation/SaveTranslations": {
        body: envelope({
          Kind: "announcement",
          Id: 3,
          Source: { Title: "Conference in Lisbon", Body: "" },
          Translations: { de: { Title: "Kongress in Lissabon" } },
          Languages: ["de"],
        }),
      },
    });
    const user = userEvent.setup();
    renderRoute(<AdminAnnouncementsPage />, { path: "/admin/announcements" });
    expect(await screen.findByText("ES JA")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Missing a language"), "de");
    await vi.waitFor(() =>
      expect(
        sentTo(sent, "GET Announcement/GetAnnouncementsAdmin").map((request) => queryOf(request).filters),
      ).toContain(JSON.stringify({ MissingLanguage: "de" })),
    );

    await user.click(screen.getByRole("button", { name: "Edit: Conference in Lisbon" }));
    const editor = await screen.findByRole("region", { name: "Translations" });
    await user.selectOptions(await within(editor).findByLabelText("Language"), "de");
    await user.type(within(editor).getByLabelText("Title (Deutsch)"), "Kongress in Lissabon");
    await user.click(within(editor).getByRole("button", { name: "Save translations" }));
    await vi.waitFor(() => expect(sentTo(sent, "PUT Translation/SaveTranslations")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "PUT Translation/SaveTranslations")[0])).toEqual({
      Kind: "announcement",
      Id: 3,
      Translations: { de: { Title: "Kongress in Lissabon", Body: "" } },
    });
    expect(sentTo(sent, "PUT Announcement/EditAnnouncement/3")).toHaveLength(0);
  }, 15_000);

  it("edits and deletes after confirmation", async () => {
    logInAs({ AccountType: 99 });
    const sent = stubApi({
      "GET Announcement/GetAnnouncementsAdmin": adminList,
      "PUT Announcement/EditAnnouncement/*": { body: envelope(announcement(3, "Conference"), { Message: "Updated." }) },
      "DELETE Announcement/DeleteAnnouncement/*": { body: envelope(null, { Message: "Deleted." }) },
    });
    const user = userEvent.setup();
    renderRoute(<AdminAnnouncementsPage />, { path: "/admin/announcements" });
    await user.click(await screen.findByRole("button", { name: "Edit: Conference in Lisbon" }));
    expect(screen.getByRole("heading", { name: "Edit announcement" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Conference in Lisbon");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Updated.")).toBeInTheDocument();
    expect(sentTo(sent, "PUT Announcement/EditAnnouncement/3")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Delete: Conference in Lisbon" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this announcement?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Deleted.")).toBeInTheDocument();
    expect(sentTo(sent, "DELETE Announcement/DeleteAnnouncement/3")).toHaveLength(1);
  });
});
