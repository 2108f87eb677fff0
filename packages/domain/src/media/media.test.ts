import { describe, expect, it } from "vitest";
import { planPermissionMatrix } from "../membership/plans.ts";
import { contentDisposition, fileNameMatchesKind, lowestPlanAllowing, mediaAccess, sniffFile } from "./media.ts";
import { MEDIA_PERMISSIONS } from "./rules.ts";

describe("mediaAccess", () => {
  // Spec 001 §3 grants both media permissions to every plan, so only having no plan locks an item.
  it.each([
    [null, "Video & Resource Library", false, 1],
    [null, "Founder Video Archive", false, 1],
    [1, "Video & Resource Library", true, null],
    [1, "Founder Video Archive", true, null],
    [2, "Founder Video Archive", true, null],
    [3, "Video & Resource Library", true, null],
    [4, "Founder Video Archive", true, null],
    [5, "Founder Video Archive", true, null],
  ] as const)("plan %s opening %s → allowed %s, unlocked by %s", (plan, permission, allowed, unlock) => {
    expect(mediaAccess(plan, permission)).toEqual({ allowed, unlockMembershipId: unlock });
  });

  it.each(MEDIA_PERMISSIONS)("agrees with the plan matrix /membership shows, for every plan: %s", (permission) => {
    const rows = planPermissionMatrix().filter((row) => row.permission === permission);
    for (const row of rows) expect(mediaAccess(row.membershipId, permission).allowed).toBe(row.isAllowed);
    const lowest = rows.filter((row) => row.isAllowed).map((row) => row.membershipId);
    expect(lowestPlanAllowing(permission)).toBe(lowest.length ? Math.min(...lowest) : null);
  });
});

describe("sniffFile", () => {
  const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  it.each([
    ["1a45dfa3010000", "webm"],
    ["0000001866747970697336", "mp4"],
    ["255044462d312e37", "pdf"],
    ["504b0304", "zip"],
    ["504b0506", "zip"],
    ["89504e470d0a1a0a", "png"],
    ["ffd8ffe0", "jpg"],
    ["47494638", "gif"],
    ["524946460000000057454250", "webp"],
    ["4d5a9000", null],
    ["3c68746d6c3e", null],
    ["3c73766720", null],
    ["", null],
  ])("%s → %s", (bytes, kind) => {
    expect(sniffFile(hex(bytes))).toBe(kind);
  });
});

describe("contentDisposition", () => {
  const safe = /^attachment; filename="[\x20\x21\x23-\x5b\x5d-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%\-._~!$&+^`|]+$/;
  it.each([
    ["intake-form.pdf", "pdf", "attachment; filename=\"intake-form.pdf\"; filename*=UTF-8''intake-form.pdf"],
    ["../../etc/passwd", "pdf", "attachment; filename=\"passwd.pdf\"; filename*=UTF-8''passwd.pdf"],
    ['a"; filename=evil.exe; x=".pdf', "pdf", undefined],
    ["line\r\nSet-Cookie: x=1.pdf", "pdf", undefined],
    ["Übung – 日本語.pdf", "pdf", undefined],
    ["C:\\Users\\me\\report.zip", "zip", "attachment; filename=\"report.zip\"; filename*=UTF-8''report.zip"],
    ["", "pdf", "attachment; filename=\"download.pdf\"; filename*=UTF-8''download.pdf"],
    ["日本語.pdf", "pdf", undefined],
    ["\u202Efdp.exe", "pdf", undefined],
  ])("%j keeps the header safe", (name, extension, expected) => {
    const header = contentDisposition(name, extension);
    expect(header).toMatch(safe);
    expect(header.endsWith(`.${extension}`)).toBe(true);
    expect(header).not.toMatch(/[\r\n\u202E]|\.exe"|evil\.exe;/);
    if (expected) expect(header).toBe(expected);
  });

  it("keeps non-Latin names in the UTF-8 form", () => {
    expect(contentDisposition("Übung.pdf", "pdf")).toContain("filename*=UTF-8''%C3%9Cbung.pdf");
  });
});

describe("fileNameMatchesKind", () => {
  it.each([
    ["handout.pdf", "pdf", true],
    ["Handout.PDF", "pdf", true],
    ["photo.jpeg", "jpg", true],
    ["photo.jpg", "jpg", true],
    ["course-pack.zip", "zip", true],
    ["no-extension", "pdf", true],
    [".hidden", "png", true],
    ["folder/inner.png", "png", true],
    ["handout.pdf", "zip", false],
    ["photo.png", "jpg", false],
    ["invoice.exe", "pdf", false],
    ["archive.tar.gz", "zip", false],
  ] as const)("%s holding %s: %s", (name, kind, expected) => {
    expect(fileNameMatchesKind(name, kind)).toBe(expected);
  });
});
