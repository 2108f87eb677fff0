import { describe, expect, it } from "vitest";
import {
  coursePercent,
  isCourseComplete,
  isLessonDone,
  nextWatchedSeconds,
  saveLessonProgressSchema,
} from "./selfstudy.ts";

describe("nextWatchedSeconds", () => {
  it.each([
    // stored, reported, duration, expected
    [0, 10, 120, 10],
    [50, 40, 120, 50], // a rewind or a late report never lowers progress
    [50, 50, 120, 50],
    [50, 61.9, 120, 62], // nearest whole second
    [50, 61.4, 120, 61],
    [100, 500, 120, 120], // capped at the duration
    [0, -5, 120, 0],
    [130, 10, 120, 130], // a stored value is never lowered, even past a shortened video
    [0, 30, 0, 0],
  ])("stored %d, reported %d of %d → %d", (stored, reported, duration, expected) => {
    expect(nextWatchedSeconds(stored, reported, duration)).toBe(expected);
  });
});

describe("isLessonDone", () => {
  it.each([
    [0, 100, false],
    [89, 100, false],
    [90, 100, true],
    [100, 100, true],
    [8, 9, false], // 90% of 9 s is 8.1 s: the ninth second is needed
    [9, 9, true],
    [0, 0, true],
    [107, 119, false],
    [108, 119, true],
  ])("%d of %d seconds → %s", (watched, duration, done) => {
    expect(isLessonDone(watched, duration)).toBe(done);
  });
});

describe("course progress", () => {
  it.each([
    [0, 6, 0, false],
    [3, 6, 50, false],
    [5, 6, 83, false],
    [6, 6, 100, true],
    [0, 0, 0, false], // a course without lessons is never complete
  ])("%d of %d lessons → %d%%, complete %s", (done, total, percent, complete) => {
    expect(coursePercent(done, total)).toBe(percent);
    expect(isCourseComplete(done, total)).toBe(complete);
  });
});

describe("saveLessonProgressSchema", () => {
  it("accepts a position in seconds", () => {
    expect(saveLessonProgressSchema.parse({ LessonId: "3", WatchedSeconds: 12.5 })).toEqual({
      LessonId: 3,
      WatchedSeconds: 12.5,
    });
  });
  it.each([
    [{ LessonId: 0, WatchedSeconds: 1 }, "selfStudy.lessonInvalid"],
    [{ LessonId: 1, WatchedSeconds: -1 }, "selfStudy.watchedInvalid"],
    [{ LessonId: 1, WatchedSeconds: "ten" }, "selfStudy.watchedInvalid"],
    [{ LessonId: 1, WatchedSeconds: 100_000 }, "selfStudy.watchedInvalid"],
  ])("refuses %j", (input, message) => {
    const result = saveLessonProgressSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
