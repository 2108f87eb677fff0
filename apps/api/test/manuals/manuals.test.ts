import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoManualPdf } from "../../src/modules/manuals/manuals.seed.ts";
import { personalisePdf } from "../../src/modules/manuals/manuals.service.ts";
import { adminToken, confirmedMember, multipart, startTestServer, type TestServer } from "../harness.ts";
import { pdfFontNames, pdfUnicodeTexts } from "../pdf-text.ts";

let server: TestServer;
let owner: { id: number; token: string; email: string };
let other: { id: number; token: string; email: string };
let admin: { id: number; token: string };
let manualId: number;
let copyId: number;
let purchaseId: string;

const pdf = () =>
  demoManualPdf({
    title: "Hands-on Anatomy",
    description: "A short workbook.",
    chapters: [
      { heading: "One", paragraphs: ["The fascial web wraps every muscle."] },
      { heading: "Two", paragraphs: ["Slow breathing invites rest."] },
    ],
  });

const upload = (fields: Record<string, string>, bytes?: Buffer, token = admin.token) =>
  server.call({
    method: "POST",
    url: "/api/DigitalManual/AdminAddManual",
    token,
    ...multipart(
      fields,
      bytes ? { field: "File", filename: "manual.pdf", contentType: "application/pdf", bytes } : undefined,
    ),
  });
const myManuals = (query: string, token: string) =>
  server.call({ method: "GET", url: `/api/DigitalManual/GetDigitalManualByUserId?${query}`, token });
const binary = (query: string, token?: string) =>
  server.call({
    method: "GET",
    url: `/api/DigitalManual/GetDigitalManualInBinary?${query}`,
    ...(token ? { token } : {}),
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = await confirmedMember(server, { FirstName: "Ingrid", LastName: "Halvorsen" });
  other = await confirmedMember(server, { FirstName: "Lukas", LastName: "Novak" });
  admin = await adminToken(server);
});
afterAll(() => server.close());

describe("DigitalManual/AdminAddManual", () => {
  it("is for administrators only", async () => {
    expect((await upload({ Title: "Hands-on Anatomy" }, await pdf(), owner.token)).statusCode).toBe(403);
  });

  it.each([
    ["no file", undefined, "Please choose the manual's PDF file."],
    ["an HTML file", Buffer.from("<html><body>not a manual</body></html>"), "The file is not a readable PDF."],
    ["a broken PDF", Buffer.from("%PDF-1.7\nthis is not really a PDF"), "The file is not a readable PDF."],
  ])("refuses %s (400)", async (_label, bytes, message) => {
    const res = await upload({ Title: "Hands-on Anatomy" }, bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.File).toBe(message);
  });

  it("refuses a short title", async () => {
    const res = await upload({ Title: "x" }, await pdf());
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.Title).toBe("Title must have at least 3 characters.");
  });

  // The upload is read by the shared form reader (http/input.ts): its answers for what is not a good form.
  it("refuses a body that is not a form, a broken form and control characters (400)", async () => {
    const add = { method: "POST" as const, url: "/api/DigitalManual/AdminAddManual", token: admin.token };
    const json = await server.call({ ...add, payload: { Title: "Hands-on Anatomy" } });
    expect(json.statusCode).toBe(400);
    expect(json.json().Errors.File).toBe("Please choose the manual's PDF file.");
    const broken = await server.call({
      ...add,
      payload: '--x\r\nContent-Disposition: form-data; name="Title"\r\n\r\nHands-on',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().Code).toBe("MALFORMED_MULTIPART");
    const control = await upload({ Title: "Hands-on\u001bAnatomy" }, await pdf());
    expect(control.statusCode).toBe(400);
    expect(control.json().Code).toBe("CONTROL_CHARACTERS");
  });

  it("stores a valid PDF", async () => {
    const res = await upload(
      { Title: "Hands-on Anatomy", Description: "Workbook", Language: "en", Price: "25" },
      await pdf(),
    );
    expect(res.statusCode, res.body).toBe(200);
    manualId = res.json().Data.Id;
    const list = await server.call({ method: "GET", url: "/api/DigitalManual/AdminGetManuals", token: admin.token });
    expect(list.json().Data.List[0]).toMatchObject({ Id: manualId, Title: "Hands-on Anatomy", Price: 25, Owners: 0 });
  });
});

describe("DigitalManual/AdminGrantManual", () => {
  it("gives the member a copy with a purchase id, once", async () => {
    const grant = () =>
      server.call({
        method: "POST",
        url: "/api/DigitalManual/AdminGrantManual",
        payload: { UserId: owner.id, ManualId: manualId },
        token: admin.token,
      });
    const first = await grant();
    expect(first.statusCode, first.body).toBe(200);
    copyId = first.json().Data.Id;
    purchaseId = first.json().Data.PurchaseId;
    expect(purchaseId).toMatch(/^M-2026-\d{6}$/);
    expect((await grant()).json().Data).toEqual({ Id: copyId, PurchaseId: purchaseId });
    const unknown = await server.call({
      method: "POST",
      url: "/api/DigitalManual/AdminGrantManual",
      payload: { UserId: owner.id, ManualId: 999_999 },
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("DigitalManual/GetDigitalManualByUserId", () => {
  it("lists the member's own manuals with File and Thumbnail", async () => {
    const res = await myManuals(`userId=${owner.id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data).toMatchObject({ TotalCount: 1, Page: 1, PageSize: 12 });
    expect(res.json().Data.List[0]).toMatchObject({
      Id: copyId,
      ManualId: manualId,
      Title: "Hands-on Anatomy",
      File: `/api/DigitalManual/GetDigitalManualInBinary?Id=${copyId}`,
      Thumbnail: null,
      PurchaseId: purchaseId,
      Source: "admin",
    });
  });

  it("searches by title and filters by source", async () => {
    expect((await myManuals(`userId=${owner.id}&search=anatomy`, owner.token)).json().Data.TotalCount).toBe(1);
    expect((await myManuals(`userId=${owner.id}&search=reiki`, owner.token)).json().Data.TotalCount).toBe(0);
    expect((await myManuals(`userId=${owner.id}&filter=purchase`, owner.token)).json().Data.TotalCount).toBe(0);
    expect((await myManuals(`userId=${owner.id}&filter=admin`, owner.token)).json().Data.TotalCount).toBe(1);
    const bad = await myManuals(`userId=${owner.id}&filter=bestsellers`, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.filter).toBe("Filter must be purchase, course, admin, a language code or all.");
  });

  it("refuses another member (403)", async () => {
    expect((await myManuals(`userId=${owner.id}`, other.token)).statusCode).toBe(403);
  });
});

describe("DigitalManual/GetDigitalManualInBinary", () => {
  it("refuses visitors, other members and administrators, whatever names they pass", async () => {
    expect((await binary(`Id=${copyId}`)).statusCode).toBe(401);
    expect((await binary(`Id=${copyId}&firstName=Ingrid&lastName=Halvorsen`, other.token)).statusCode).toBe(403);
    expect((await binary(`Id=${copyId}`, admin.token)).statusCode).toBe(403);
    expect((await binary("Id=999999", owner.token)).statusCode).toBe(404);
  });

  it("answers 202 while the copy is prepared, then the personalised PDF", async () => {
    const first = await binary(`Id=${copyId}&firstName=Someone&lastName=Else`, owner.token);
    expect(first.statusCode).toBe(202);
    expect(first.json().Message).toBe("Your personal copy is being prepared. Please try again in a moment.");
    // A second request before the job runs queues nothing more.
    expect((await binary(`Id=${copyId}`, owner.token)).statusCode).toBe(202);
    await server.runtime.worker.drain();
    const res = await binary(`Id=${copyId}&firstName=Someone&lastName=Else`, owner.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`hands-on-anatomy-${purchaseId}.pdf`);
    const pages = await pdfUnicodeTexts(res.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      // The account's name, never the query's.
      expect(page).toContain(`Ingrid Halvorsen - ${purchaseId}`);
      expect(page).not.toContain("Someone");
    }
    expect(pages[1]).toContain("The fascial web wraps every muscle.");
  });

  it("makes a new copy when the member's name changes", async () => {
    const { users } = await import("../../src/db/schema.ts");
    const { eq } = await import("drizzle-orm");
    await server.runtime.deps.db.update(users).set({ lastName: "Berg" }).where(eq(users.id, owner.id));
    expect((await binary(`Id=${copyId}`, owner.token)).statusCode).toBe(202);
    await server.runtime.worker.drain();
    const res = await binary(`Id=${copyId}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect((await pdfUnicodeTexts(res.rawPayload))[0]).toContain(`Ingrid Berg - ${purchaseId}`);
  });
});

describe("names in every script (ADR 0049)", () => {
  it.each(["山田 太郎", "Łukasz Żółkiewski", "Ωmega Παπαδόπουλος", "Tomáš Dvořák 佐藤"])(
    "watermarks every page with %s, embedding a subset font",
    async (name) => {
      const source = await pdf();
      const started = performance.now();
      const bytes = await personalisePdf(Buffer.from(source), name, "MAN-2026-000042");
      const elapsed = performance.now() - started;
      const pages = await pdfUnicodeTexts(bytes);
      // Each run of one face is its own text object: read the page as one line.
      for (const page of pages) expect(page.replaceAll("\n", "")).toContain(`${name} - MAN-2026-000042`);
      expect((await pdfFontNames(bytes)).some((font) => /NotoSans/.test(font))).toBe(true);
      // Subset: the document grows by the glyphs used, not by the 5 MB Japanese font.
      expect(bytes.length - source.length).toBeLessThan(60_000);
      expect(elapsed).toBeLessThan(5_000);
    },
  );
});
