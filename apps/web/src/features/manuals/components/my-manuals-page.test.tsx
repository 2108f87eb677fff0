import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryOf, sentTo, stubApi } from "../../../../test/api-routes.ts";
import { envelope } from "../../../../test/fetch.ts";
import { renderRoute } from "../../../../test/render.tsx";
import { logInAs } from "../../../../test/session.ts";
import { fetchManualPdf } from "../api/manuals.ts";
import { MyManualsPage } from "./my-manuals-page.tsx";

const manual = {
  Id: 9,
  ManualId: 2,
  Title: "Anatomy for Practitioners — Reference Workbook",
  Description: "<i>Muscles</i> and fascia in plain language.",
  Language: "en",
  Thumbnail: "/uploads/manuals/cover-card.webp",
  File: "/api/DigitalManual/GetDigitalManualInBinary?Id=9",
  PurchaseId: "M-2026-000009",
  Source: "purchase",
  GrantedAt: "2026-06-01T10:00:00.000Z",
  CourseId: null,
};

afterEach(() => vi.restoreAllMocks());

describe("/mymanuals", () => {
  it("asks visitors to log in", async () => {
    stubApi({});
    renderRoute(<MyManualsPage />, { path: "/mymanuals" });
    expect(await screen.findByText(/My manuals/, { selector: ".login-prompt p" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Login" })).toBeInTheDocument();
  });

  it("lists the member's manuals with covers and purchase ids", async () => {
    logInAs({ Id: 4 });
    const sent = stubApi({
      "GET DigitalManual/GetDigitalManualByUserId": {
        body: envelope({ List: [manual], TotalCount: 1, Page: 1, PageSize: 12 }),
      },
    });
    renderRoute(<MyManualsPage />, { path: "/mymanuals", url: "/mymanuals?filter=purchase" });
    expect(await screen.findByRole("heading", { name: manual.Title })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: `Cover of ${manual.Title}` })).toHaveAttribute("src", manual.Thumbnail);
    expect(screen.getByText(/Purchase M-2026-000009/)).toBeInTheDocument();
    expect(screen.getByText("<i>Muscles</i> and fascia in plain language.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Download PDF: ${manual.Title}` })).toBeInTheDocument();
    expect(queryOf(sentTo(sent, "GET DigitalManual/GetDigitalManualByUserId")[0])).toMatchObject({
      userId: "4",
      filter: "purchase",
      page: "1",
      pageSize: "12",
    });
  });

  it("says when there are none", async () => {
    logInAs({ Id: 4 });
    stubApi({
      "GET DigitalManual/GetDigitalManualByUserId": {
        body: envelope({ List: [], TotalCount: 0, Page: 1, PageSize: 12 }),
      },
    });
    renderRoute(<MyManualsPage />, { path: "/mymanuals" });
    expect(await screen.findByText("You have no manuals yet.")).toBeInTheDocument();
  });
});

describe("fetchManualPdf", () => {
  it("asks again while the copy is being prepared (202), then returns the PDF", async () => {
    logInAs({ Id: 4 });
    const replies = [
      new Response(JSON.stringify(envelope(null, { Message: "Being prepared" })), {
        status: 202,
        headers: { "Content-Type": "application/json" },
      }),
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
        status: 200,
        headers: { "Content-Type": "application/pdf" },
      }),
    ];
    const fetch = vi.fn(async () => replies.shift() as Response);
    vi.stubGlobal("fetch", fetch);
    const blob = await fetchManualPdf(manual.File, { delayMs: 0 });
    expect(blob.type).toBe("application/pdf");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives up after the last try", async () => {
    logInAs({ Id: 4 });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify(envelope(null)), {
            status: 202,
            headers: { "Content-Type": "application/json" },
          }),
      ),
    );
    await expect(fetchManualPdf(manual.File, { delayMs: 0, tries: 3 })).rejects.toThrow();
  });
});
