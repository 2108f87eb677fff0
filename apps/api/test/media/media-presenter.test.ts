import { describe, expect, it } from "vitest";
import { gateOf, presentVideo } from "../../src/modules/media/media.presenter.ts";
import type { VideoCategoryRow, VideoRow } from "../../src/modules/media/media.repository.ts";

/**
 * A video's URLs go out as the storage port made them (ADR 0106): paths from local disk, which the page's CSP
 * `'self'` admits at any host, and the absolute URLs the S3 driver gives (S3_PUBLIC_URL, presigned links).
 */
const category: VideoCategoryRow = {
  id: 5,
  name: "Founder Video Archive",
  sortBy: 50,
  permission: "Founder Video Archive",
};
const video = (thumbnailUrl: string): VideoRow => ({
  id: 1,
  categoryId: 5,
  title: "The first seminar, 1995",
  description: "",
  durationSeconds: 8,
  videoUrl: "/uploads/private/videos/clip.webm",
  captionsUrl: "/uploads/private/videos/clip.vtt",
  thumbnailUrl,
  createdAt: new Date("2026-11-01T10:00:00Z"),
  searchVector: "",
});
const starter = { membershipId: 1, isAdmin: false };
const visitor = { membershipId: null, isAdmin: false };

describe("presentVideo", () => {
  it("keeps local storage's paths as paths, without PUBLIC_URL's host", () => {
    const links = {
      video: "/uploads/private/videos/clip.webm?expires=1&sig=a",
      captions: "/uploads/private/videos/clip.vtt?expires=1&sig=b",
    };
    expect(presentVideo(starter, { video: video("/uploads/media/abc-card.webp"), category }, links)).toMatchObject({
      ThumbnailImage: "/uploads/media/abc-card.webp",
      VideoUrl: links.video,
      CaptionsUrl: links.captions,
      Locked: false,
    });
  });

  it("keeps the S3 driver's absolute URLs as they are", () => {
    const links = {
      video: "https://media.s3.example.org/private/videos/clip.webm?X-Amz-Expires=14400&X-Amz-Signature=ab12",
      captions: "https://media.s3.example.org/private/videos/clip.vtt?X-Amz-Expires=14400&X-Amz-Signature=cd34",
    };
    const thumbnail = "https://cdn.example.org/media/abc-card.webp";
    expect(presentVideo(starter, { video: video(thumbnail), category }, links)).toMatchObject({
      ThumbnailImage: thumbnail,
      VideoUrl: links.video,
      CaptionsUrl: links.captions,
    });
  });

  it("gives no links while the video is locked", () => {
    const links = { video: "/uploads/private/videos/clip.webm?expires=1&sig=a", captions: null };
    expect(presentVideo(visitor, { video: video("/uploads/media/abc-card.webp"), category }, links)).toMatchObject({
      ThumbnailImage: "/uploads/media/abc-card.webp",
      VideoUrl: null,
      CaptionsUrl: null,
      Locked: true,
      UnlockMembershipId: 1,
    });
  });
});

describe("gateOf", () => {
  it.each(["Video & Resource Library", "Founder Video Archive"])(
    "opens %s to every plan and names Starter to those with none",
    (permission) => {
      for (const membershipId of [1, 2, 3, 4, 5])
        expect(gateOf({ membershipId, isAdmin: false }, { permission })).toEqual({
          Permission: permission,
          MinimumMembershipId: 1,
          Locked: false,
          UnlockMembershipId: null,
        });
      expect(gateOf(visitor, { permission })).toMatchObject({ Locked: true, UnlockMembershipId: 1 });
      expect(gateOf({ membershipId: null, isAdmin: true }, { permission })).toMatchObject({ Locked: false });
    },
  );
});
