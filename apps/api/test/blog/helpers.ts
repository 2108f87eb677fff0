import type { TestServer } from "../harness.ts";
import { body, get, post } from "../membership/helpers.ts";

export const DAY = 24 * 60 * 60 * 1000;

/** An administrator writes a post through the API; returns its Data. */
export async function writePost(server: TestServer, token: string, fields: Record<string, unknown> = {}) {
  const res = await post(
    server,
    "/api/Blog/AdminAddBlog",
    { Title: "Breathing Into the Ribs", Body: "<p>Slow breaths, longer on the out-breath.</p>", ...fields },
    { token },
  );
  if (res.statusCode !== 200) throw new Error(`AdminAddBlog failed: ${res.statusCode} ${res.body}`);
  return body(res).Data;
}

export async function comment(server: TestServer, token: string, blogId: number, text = "Thank you for this!") {
  return post(server, "/api/Blog/AddComment", { BlogId: blogId, Comment: text }, { token });
}

export async function listPosts(
  server: TestServer,
  query = "",
  page = 1,
  options: { token?: string; language?: string } = {},
) {
  return get(server, `/api/Blog/GetBlog/${page}${query ? `?${query}` : ""}`, options);
}

/** A 1×1 PNG (valid image data). */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
