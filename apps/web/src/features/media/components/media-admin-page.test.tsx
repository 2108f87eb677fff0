import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formOf, jsonBody, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { AdminMediaPage } from "./media-admin-page.tsx";

const category = {
  Id: 2,
  Name: "Self-care routines",
  SortBy: 1,
  VideoCount: 0,
  Permission: "Video & Resource Library",
  MinimumMembershipId: 1,
  Locked: false,
  UnlockMembershipId: null,
};

function stubLibrary() {
  return stubApi({
    "GET Video/GetVideoCategory": { body: envelope([category]) },
    "GET Video/GetWebVideos": { body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 20 }) },
    "POST Video/AdminSaveVideoCategory": { body: envelope({ Id: 3 }) },
    "POST Video/AdminAddVideo": { body: envelope({ Id: 9 }) },
  });
}

function renderPage() {
  logInAs({ AccountType: 99 });
  renderRoute(<AdminMediaPage />, { path: "/admin/media", url: "/admin/media" });
}

describe("/admin/media forms", () => {
  it("shows the schema's message for a category's short name and saves nothing, then saves a valid one", async () => {
    const sent = stubLibrary();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "New category" }, { timeout: 5000 }));
    await user.type(screen.getByLabelText("Name"), "A");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name must have at least 2 characters.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Video/AdminSaveVideoCategory")).toEqual([]);

    await user.type(screen.getByLabelText("Name"), "fter-care");
    await user.clear(screen.getByLabelText("Sort order"));
    await user.type(screen.getByLabelText("Sort order"), "4");
    // No lowest plan to choose: the permission's row of the plan matrix decides which plans open it (ADR 0106).
    expect(screen.queryByLabelText("Lowest plan")).toBeNull();
    expect(screen.getByLabelText("Plan permission")).toHaveAccessibleDescription(
      "Which plans open these items follows this permission's row of the plan matrix. See the plans",
    );
    expect(screen.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/membership");
    await user.selectOptions(screen.getByLabelText("Plan permission"), "Founder Video Archive");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(jsonBody(sentTo(sent, "POST Video/AdminSaveVideoCategory")[0])).toEqual({
      Name: "After-care",
      Description: "",
      SortBy: 4,
      Permission: "Founder Video Archive",
    });
  }, 20_000);

  it("shows the schema's message for an upload's duration and sends no upload, then sends the files", async () => {
    const sent = stubLibrary();
    renderPage();
    const user = userEvent.setup();
    const upload = (await screen.findByRole("heading", { name: "Add a video" }, { timeout: 5000 })).closest("form");
    if (!upload) throw new Error("no upload form");
    const form = within(upload);
    await user.type(form.getByLabelText("Title"), "Evening grounding");
    // The first category shows as chosen, and is the one sent.
    expect(form.getByLabelText("Video categories")).toHaveValue("2");
    await user.type(form.getByLabelText("Duration in seconds"), "0");
    await user.click(form.getByRole("button", { name: "Add" }));
    expect(await form.findByText("Duration must be a number of seconds from 1 to 86,400.")).toBeInTheDocument();
    expect(sentTo(sent, "POST Video/AdminAddVideo")).toEqual([]);

    await user.clear(form.getByLabelText("Duration in seconds"));
    await user.type(form.getByLabelText("Duration in seconds"), "900");
    await user.upload(
      form.getByLabelText("Video file (WebM or MP4)"),
      new File(["webm"], "grounding.webm", { type: "video/webm" }),
    );
    await user.upload(form.getByLabelText("Thumbnail picture"), new File(["png"], "thumb.png", { type: "image/png" }));
    await user.click(form.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    const fields = formOf(sentTo(sent, "POST Video/AdminAddVideo")[0]);
    expect(fields).toMatchObject({
      Title: "Evening grounding",
      Description: "",
      CategoryId: "2",
      DurationSeconds: "900",
    });
    expect((fields.Video as File).name).toBe("grounding.webm");
    expect((fields.Thumbnail as File).name).toBe("thumb.png");
  }, 20_000);
});
