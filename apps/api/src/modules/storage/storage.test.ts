import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localStorage } from "./storage.ts";

const parent = mkdtempSync(path.join(tmpdir(), "haa-storage-"));
const root = path.join(parent, "uploads");
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("localStorage.delete", () => {
  it("deletes what put stored, and a second delete is fine", async () => {
    const storage = localStorage(root);
    const url = await storage.put("profile", "webp", Buffer.from("x"));
    const file = path.join(root, url.replace("/uploads/", ""));
    expect(existsSync(file)).toBe(true);
    await storage.delete(url);
    expect(existsSync(file)).toBe(false);
    await expect(storage.delete(url)).resolves.toBeUndefined();
  });

  it.each(["/uploads/../secret.txt", "/uploads/profile/../../secret.txt", "/elsewhere/secret.txt", "/uploads/", ""])(
    "refuses %j, which is outside the uploads root",
    async (url) => {
      writeFileSync(path.join(parent, "secret.txt"), "keep");
      await expect(localStorage(root).delete(url)).rejects.toThrow(/outside the uploads root/);
      expect(existsSync(path.join(parent, "secret.txt"))).toBe(true);
    },
  );
});
