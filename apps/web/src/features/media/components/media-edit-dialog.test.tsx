import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formOf, jsonBody, routeKey, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope, failure } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { type EditedItem, MediaEditDialog } from "./media-edit-dialog.tsx";

const categories = [
  { Id: 2, Name: "Self-care routines" },
  { Id: 5, Name: "Practitioner skills" },
];
const video: EditedItem = {
  kind: "video",
  Id: 7,
  Title: "Morning grounding",
  Description: "Three gentle touches.",
  ShelfId: 2,
  DurationSeconds: 754,
};
const file: EditedItem = {
  kind: "file",
  Id: 11,
  Title: "Client intake form",
  Description: "For a first session.",
  ShelfId: 3,
  FileName: "intake.pdf",
};

afterEach(() => vi.restoreAllMocks());

/** The translations editor below the form reads the item's translations (ADR 0097). */
const translationsOf = (kind: string, Id: number, Source: Record<string, string>) => ({
  "GET Translation/GetTranslations": { body: envelope({ Kind: kind, Id, Source, Translations: {}, Languages: [] }) },
});
const videoTranslations = translationsOf("video", 7, {
  Title: "Morning grounding",
  Description: "Three gentle touches.",
});
const fileTranslations = translationsOf("download", 11, { Title: "Client intake form", Description: "" });
/** The calls that change something (the editor's read of the translations aside). */
const changes = (sent: { url: string; method: string }[]) =>
  sent.filter((request) => routeKey(request as Parameters<typeof routeKey>[0]) !== "GET Translation/GetTranslations");

function open(item: EditedItem, shelves = categories) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  renderRoute(<MediaEditDialog item={item} shelves={shelves} onSaved={onSaved} onClose={onClose} />);
  return { onSaved, onClose };
}

describe("MediaEditDialog", () => {
  it("saves a video's new title, description, category and duration; no thumbnail call without a file", async () => {
    const sent = stubApi({ ...videoTranslations, "PUT Video/AdminUpdateVideo/7": { body: envelope({ Id: 7 }) } });
    const { onSaved } = open(video);
    const dialog = await screen.findByRole("dialog", { name: "Edit the video “Morning grounding”" });
    expect(dialog).toBeInTheDocument();
    const title = screen.getByLabelText("Title");
    expect(title).toHaveFocus();
    await userEvent.clear(title);
    await userEvent.type(title, "Evening grounding");
    await userEvent.selectOptions(screen.getByLabelText("Video categories"), "5");
    const duration = screen.getByLabelText("Duration in seconds");
    await userEvent.clear(duration);
    await userEvent.type(duration, "900");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(jsonBody(sentTo(sent, "PUT Video/AdminUpdateVideo/7")[0])).toEqual({
      Title: "Evening grounding",
      Description: "Three gentle touches.",
      CategoryId: 5,
      DurationSeconds: 900,
    });
    expect(sentTo(sent, "PUT Video/AdminUpdateVideoThumbnail/7")).toHaveLength(0);
    // The first render loads the dialog's lazy parts and the translations editor beside the form.
  }, 15_000);

  it("replaces a download's file after saving its details", async () => {
    const sent = stubApi({
      ...fileTranslations,
      "PUT Download/AdminUpdateDownloadFile/11": { body: envelope({ Id: 11 }) },
      "PUT Download/AdminReplaceDownloadFile/11": { body: envelope({ Id: 11 }) },
    });
    const { onSaved } = open(file, [{ Id: 3, Name: "Client forms" }]);
    await screen.findByRole("dialog", { name: "Edit the download “Client intake form”" });
    expect(screen.getByText(/Now: intake\.pdf/)).toBeInTheDocument();
    const upload = new File(["%PDF-1.7 new"], "intake-2027.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Replace the file (optional)"), upload);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(jsonBody(sentTo(sent, "PUT Download/AdminUpdateDownloadFile/11")[0])).toMatchObject({ GroupId: 3 });
    const form = formOf(sentTo(sent, "PUT Download/AdminReplaceDownloadFile/11")[0]);
    expect((form.File as File).name).toBe("intake-2027.pdf");
  });

  it("shows the server's refusal of a file beside the field and stays open", async () => {
    stubApi({
      ...fileTranslations,
      "PUT Download/AdminUpdateDownloadFile/11": { body: envelope({ Id: 11 }) },
      "PUT Download/AdminReplaceDownloadFile/11": failure(400, "The request is not valid.", {
        Errors: { File: "The file's name does not match its content." },
      }),
    });
    const { onSaved } = open(file, [{ Id: 3, Name: "Client forms" }]);
    await screen.findByRole("dialog");
    await userEvent.upload(
      screen.getByLabelText("Replace the file (optional)"),
      new File(["PK"], "disguised.pdf", { type: "application/pdf" }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The file's name does not match its content.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the schema's message beside a too short title and sends nothing", async () => {
    const sent = stubApi(videoTranslations);
    const { onSaved } = open(video);
    await screen.findByRole("dialog");
    const title = screen.getByLabelText("Title");
    await userEvent.clear(title);
    await userEvent.type(title, "ab");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Title must have at least 3 characters.")).toBeInTheDocument();
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(changes(sent)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("closes on Cancel without a call", async () => {
    const sent = stubApi(videoTranslations);
    const { onClose } = open(video);
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(changes(sent)).toHaveLength(0);
  });

  it("saves a German title below the form, beside the English original, without saving the form", async () => {
    const sent = stubApi({
      ...videoTranslations,
      "PUT Translation/SaveTranslations": ({ body }) => {
        const saved = JSON.parse(String(body)) as { Translations: Record<string, Record<string, string>> };
        return {
          body: envelope({
            Kind: "video",
            Id: 7,
            Source: { Title: "Morning grounding", Description: "Three gentle touches." },
            Translations: { de: { Title: saved.Translations.de?.Title ?? "" } },
            Languages: ["de"],
          }),
        };
      },
    });
    open(video);
    const editor = await screen.findByRole("region", { name: "Translations" });
    await userEvent.selectOptions(await within(editor).findByLabelText("Language"), "de");
    expect(within(editor).getByText("Three gentle touches.")).toHaveAttribute("lang", "en");
    const german = within(editor).getByLabelText("Title (Deutsch)");
    expect(german).toHaveAttribute("lang", "de");
    await userEvent.type(german, "Morgendliche Erdung");
    await userEvent.click(within(editor).getByRole("button", { name: "Save translations" }));
    await vi.waitFor(() => expect(sentTo(sent, "PUT Translation/SaveTranslations")).toHaveLength(1));
    expect(jsonBody(sentTo(sent, "PUT Translation/SaveTranslations")[0])).toEqual({
      Kind: "video",
      Id: 7,
      Translations: { de: { Title: "Morgendliche Erdung", Description: "" } },
    });
    expect(sentTo(sent, "PUT Video/AdminUpdateVideo/7")).toHaveLength(0);
  });
});
