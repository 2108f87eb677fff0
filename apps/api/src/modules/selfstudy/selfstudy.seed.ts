import type { DemoSeedContext } from "../../http/module.ts";
import { DEMO_COURSES } from "../courses/courses.seed.ts";
import { renderHandoutPdf } from "./handout-pdf.ts";
import { selfStudyRepository as repo } from "./selfstudy.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one demo clip (apps/web/public/media/selfstudy, made for this project) and its captions. Every demo
 * lesson reuses it, so each lesson's duration is the clip's: the 90% rule then works with real playback.
 */
export const DEMO_VIDEO_URL = "/media/selfstudy/body-awareness.webm";
export const DEMO_CAPTIONS_URL = "/media/selfstudy/body-awareness.en.vtt";
export const DEMO_VIDEO_SECONDS = 8;

interface DemoLesson {
  title: string;
  summary: string;
  handout: string[];
}

export const DEMO_LESSONS: readonly DemoLesson[] = [
  {
    title: "Welcome and how to use this course",
    summary: "What the six lessons cover, how to set up a quiet corner at home and how your progress is saved.",
    handout: [
      "Choose a quiet place where you can sit and lie down comfortably. Keep a glass of water nearby.",
      "Watch one lesson a day and practise its routine before moving on. Your progress is saved as you watch.",
    ],
  },
  {
    title: "Hydration and the water check",
    summary: "Why we begin with water, and the simple check you do before every routine.",
    handout: [
      "Drink a few sips of plain water before you begin.",
      "Place your fingertips lightly on the points shown in the video and breathe slowly for three breaths.",
    ],
  },
  {
    title: "Cortices tapping",
    summary: "A one-minute tapping routine to settle and focus before any practice.",
    handout: [
      "Place one hand over your navel. With the other, tap gently at the base of the skull for about ten seconds.",
      "Swap hands and repeat. Finish with three slow breaths.",
    ],
  },
  {
    title: "The switching routine",
    summary: "Gentle cross-body movements that help when you feel scattered or tired.",
    handout: [
      "Stand comfortably. Touch your right hand to your left knee, then your left hand to your right knee.",
      "Continue slowly for one minute, keeping your breathing relaxed.",
    ],
  },
  {
    title: "Lymphatic sequence",
    summary: "Light strokes along the collarbone and upper chest to finish a session.",
    handout: [
      "Use the flat of your fingers and a very light touch; this routine should never hurt.",
      "Stroke outwards along the collarbone five times on each side, then rest for a moment.",
    ],
  },
  {
    title: "Putting it together: a ten-minute daily routine",
    summary: "All the routines in order, as a short daily practice you can keep.",
    handout: [
      "Water check, cortices tapping, switching routine, lymphatic sequence: about ten minutes in all.",
      "Keep a short note of how you feel before and after for the first two weeks.",
    ],
  },
];

/**
 * The demo self-study course's six lessons with PDF handouts (private storage, signed links), and enrolments
 * of demo members: access@ has just enrolled, standard@ is half-way, practitioner@ has completed it.
 */
export async function seedDemoSelfStudy({ db, people, clock, storage }: DemoSeedContext): Promise<void> {
  const demo = DEMO_COURSES.find((course) => course.key === "selfstudy");
  const courses = await repo.coursesForSeed(db);
  const course = courses.find((row) => row.title === demo?.title && row.isSelfStudy);
  if (!course) throw new Error("the demo self-study course must be seeded before its lessons");
  const lessons = await repo.insertLessons(
    db,
    await Promise.all(
      DEMO_LESSONS.map(async (lesson, index) => ({
        courseId: course.id,
        position: index + 1,
        title: lesson.title,
        summary: lesson.summary,
        videoUrl: DEMO_VIDEO_URL,
        captionsUrl: DEMO_CAPTIONS_URL,
        durationSeconds: DEMO_VIDEO_SECONDS,
        downloadKey: await storage.put(
          "private/selfstudy-handouts",
          "pdf",
          await renderHandoutPdf(`Lesson ${index + 1}: ${lesson.title}`, lesson.handout),
        ),
        downloadName: `lesson-${index + 1}-handout.pdf`,
      })),
    ),
  );
  const now = clock.now();
  const members: [email: string, daysAgo: number, done: number][] = [
    ["access@demo.healingarts.example", 2, 0],
    ["standard@demo.healingarts.example", 20, 3],
    ["practitioner@demo.healingarts.example", 60, 6],
  ];
  for (const [email, daysAgo, done] of members) {
    const user = await people.find(email);
    if (!user) throw new Error(`demo member ${email} must be seeded before the self-study enrolments`);
    const enrolledAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const completedAt = done === lessons.length ? new Date(enrolledAt.getTime() + 10 * DAY_MS) : null;
    await repo.insertEnrollment(db, {
      userId: user.id,
      courseId: course.id,
      status: "enrolled",
      source: "card",
      paidCents: course.priceCents,
      enrolledAt,
      completedAt,
      ceCreditsAwarded: completedAt ? course.ceCredits : null,
    });
    await repo.insertProgress(
      db,
      lessons.slice(0, done).map((lesson, index) => {
        const at = new Date(enrolledAt.getTime() + (index + 1) * DAY_MS);
        return {
          userId: user.id,
          lessonId: lesson.id,
          watchedSeconds: lesson.durationSeconds,
          completedAt: at,
          updatedAt: at,
        };
      }),
    );
  }
}
