import type { DemoSeedContext } from "../../http/module.ts";
import { COURSE_TRANSLATIONS } from "../courses/courses.seed-translations.ts";
import { localizedParams } from "../notifications/notifications.presenter.ts";
import { surveysRepository as repo } from "./surveys.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_SURVEY_QUESTIONS: readonly { kind: "rating" | "text"; text: string }[] = [
  { kind: "rating", text: "How clearly did the instructor explain each technique?" },
  { kind: "rating", text: "How useful was the supervised practice time?" },
  { kind: "rating", text: "How well did the venue or online setup support your learning?" },
  { kind: "text", text: "What was the most valuable part of this seminar for you?" },
  { kind: "text", text: "What would you change for the next group?" },
];

/** [member, ratings for the three rating questions, the two texts]: answers of past demo seminars. */
const DEMO_ANSWERS: [email: string, ratings: number[], texts: [string, string]][] = [
  [
    "standard@demo.healingarts.example",
    [5, 4, 4],
    [
      "Practising the protocol in pairs with feedback after every round.",
      "A short printed summary of each routine at the end of the day would help.",
    ],
  ],
  [
    "starter@demo.healingarts.example",
    [4, 5, 3],
    ["Seeing the instructor adapt the session to each person's needs.", "More breaks on the second afternoon."],
  ],
];

/**
 * Five survey questions, places for demo members in the past demo seminars (the enrolment seed may already
 * have made them: the insert skips a live place) and their answers. practitioner@ holds a place in the most
 * recent past seminar without answering, and its invitation in their notifications, so the demo (and the journey)
 * can take a survey from the bell.
 */
export async function seedDemoSurveys({ db, people, notifications, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const questions = [];
  for (const [index, question] of DEMO_SURVEY_QUESTIONS.entries()) {
    questions.push(
      await repo.insertQuestion(db, {
        kind: question.kind,
        text: question.text,
        position: index + 1,
        createdAt: new Date(now.getTime() - 365 * DAY_MS),
      }),
    );
  }
  const past = await repo.pastSeminarsForSeed(db, now);
  const latest = past.at(-1);
  if (!latest) return;
  const answered = past.slice(-4, -1);
  const members = new Map<string, number>();
  for (const email of [...DEMO_ANSWERS.map(([address]) => address), "practitioner@demo.healingarts.example"]) {
    const user = await people.find(email);
    if (!user) throw new Error(`demo member ${email} must be seeded before the survey answers`);
    members.set(email, user.id);
  }
  const place = (seminar: (typeof past)[number], userId: number) =>
    repo.ensureSeminarPlace(db, {
      userId,
      courseId: seminar.courseId,
      seminarId: seminar.id,
      status: "enrolled",
      // Added by the instructor (no payment), so no place without an invoice claims to have been paid by card.
      source: "instructor",
      paidCents: 0,
      currency: seminar.currency,
      enrolledAt: new Date(seminar.firstStart.getTime() - 30 * DAY_MS),
    });
  for (const seminar of answered) {
    for (const [email, ratings, texts] of DEMO_ANSWERS) {
      const userId = members.get(email);
      if (userId === undefined) continue;
      await place(seminar, userId);
      const submittedAt = new Date(seminar.lastEnd.getTime() + 2 * DAY_MS);
      await repo.insertInvitation(db, {
        seminarId: seminar.id,
        userId,
        sentAt: new Date(seminar.lastEnd.getTime() + DAY_MS),
      });
      await repo.insertResponse(
        db,
        { seminarId: seminar.id, userId, submittedAt },
        questions.map((question, index) =>
          question.kind === "rating"
            ? { questionId: question.id, rating: ratings[index] ?? 4, text: null }
            : { questionId: question.id, rating: null, text: texts[index - ratings.length] ?? null },
        ),
      );
    }
  }
  const practitioner = members.get("practitioner@demo.healingarts.example");
  if (practitioner === undefined) return;
  await place(latest, practitioner);
  // The invitation the daily run sent the day after the seminar ended (its look-back has long passed by the time the
  // demo starts), so the practitioner's bell leads to /takesurvey as a real student's does.
  const sentAt = new Date(latest.lastEnd.getTime() + DAY_MS);
  await repo.insertInvitation(db, { seminarId: latest.id, userId: practitioner, sentAt });
  const ended = (await repo.seminarsEndedBetween(db, latest.lastEnd, new Date(latest.lastEnd.getTime() + 1))).find(
    (seminar) => seminar.id === latest.id,
  );
  if (!ended) return;
  await notifications.add([
    {
      userId: practitioner,
      kind: "surveyInvitation",
      params: localizedParams("course", ended.courseTitle, COURSE_TRANSLATIONS[ended.courseTitle], "Title"),
      link: `/takesurvey?seminarId=${latest.id}`,
      source: `survey:${latest.id}`,
      createdAt: sentAt,
    },
  ]);
}
