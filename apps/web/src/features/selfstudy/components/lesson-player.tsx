import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CourseLessons } from "../api/selfstudy.ts";

/** How often the player reports while playing (seconds of video); pause and end report at once too. */
export const REPORT_EVERY_SECONDS = 10;

type Lesson = CourseLessons["Lessons"][number];

export interface LessonPlayerProps {
  lesson: Lesson;
  /** Sends the position; the server keeps the furthest one and caps it at the duration. */
  onProgress: (watchedSeconds: number) => void;
}

/** The lesson's video with English captions; reports the position every ~10 s, on pause and at the end. */
export function LessonPlayer({ lesson, onProgress }: LessonPlayerProps) {
  const { t } = useTranslation();
  const lastReported = useRef(lesson.WatchedSeconds);
  // Crossing 90% is reported at once (the lesson turns done without waiting for the next 10 s); once is enough.
  const crossingReported = useRef(lesson.Done);
  if (!lesson.VideoUrl) return null;
  const report = (seconds: number) => {
    lastReported.current = Math.max(lastReported.current, seconds);
    onProgress(seconds);
  };
  return (
    // biome-ignore lint/a11y/useMediaCaption: the captions track is right below
    <video
      key={lesson.LessonId}
      controls
      preload="metadata"
      src={lesson.VideoUrl}
      aria-label={lesson.Title}
      onTimeUpdate={(event) => {
        const at = event.currentTarget.currentTime;
        if (!crossingReported.current && at >= lesson.DurationSeconds * 0.9) {
          crossingReported.current = true;
          report(at);
        } else if (at - lastReported.current >= REPORT_EVERY_SECONDS) report(at);
      }}
      onPause={(event) => {
        const at = event.currentTarget.currentTime;
        if (at > 0 && !event.currentTarget.ended) report(at);
      }}
      // The end of the video is the end of the lesson, whatever rounding the file's length has.
      onEnded={(event) => report(Math.max(event.currentTarget.currentTime, lesson.DurationSeconds))}
    >
      {lesson.CaptionsUrl ? (
        <track kind="captions" src={lesson.CaptionsUrl} srcLang="en" label={t("selfStudy.lessons.captions")} default />
      ) : null}
    </video>
  );
}
