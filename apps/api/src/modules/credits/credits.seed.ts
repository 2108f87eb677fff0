import { DEFAULT_CE_CYCLE, examPassed, examTakenAt } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { coursesRepository } from "../courses/courses.repository.ts";
import { DEMO_COURSES } from "../courses/courses.seed.ts";
import { creditsRepository as repo } from "./credits.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One exam per course key: its title, pass mark and the credits a pass awards. */
export const DEMO_EXAMS = [
  { course: "access", title: "Access Technique Essentials — written review", passMark: 70, credits: 2 },
  { course: "foundations1", title: "Foundations 1 — practical assessment", passMark: 75, credits: 4 },
  { course: "anatomy", title: "Anatomy for Practitioners — final exam", passMark: 80, credits: 6 },
  { course: "trauma", title: "Trauma-Informed Practice — case study exam", passMark: 75, credits: 5 },
] as const;

/** Results by demo member: which exam, the score, how many days ago. */
const DEMO_RESULTS = [
  { email: "standard@demo.healingarts.example", exam: 0, score: 88, daysAgo: 400 },
  { email: "standard@demo.healingarts.example", exam: 1, score: 91, daysAgo: 210 },
  { email: "standard@demo.healingarts.example", exam: 2, score: 72, daysAgo: 60 },
  { email: "practitioner@demo.healingarts.example", exam: 0, score: 95, daysAgo: 500 },
  { email: "practitioner@demo.healingarts.example", exam: 1, score: 84, daysAgo: 320 },
  { email: "practitioner@demo.healingarts.example", exam: 2, score: 86, daysAgo: 150 },
  { email: "practitioner@demo.healingarts.example", exam: 3, score: 90, daysAgo: 40 },
  { email: "access@demo.healingarts.example", exam: 0, score: 78, daysAgo: 90 },
] as const;

/** Administrators' adjustments: credits carried over or earned elsewhere, with the reason members see. */
const DEMO_ADJUSTMENTS = [
  {
    email: "standard@demo.healingarts.example",
    credits: 8,
    reason: "Continuing education completed with a partner association (Nordic Bodywork Guild, 2026 conference)",
    daysAgo: 120,
  },
  {
    email: "practitioner@demo.healingarts.example",
    credits: 12,
    reason: "Credits carried over from the previous records system",
    daysAgo: 600,
  },
  {
    email: "practitioner@demo.healingarts.example",
    credits: 3,
    reason: "Volunteer assistant at the Galway spring seminar",
    daysAgo: 75,
  },
] as const;

/** The CE cycle (2 years, 30 credits), four exams, results of the demo members and a few adjustments. */
export async function seedDemoCredits({ db, people, clock, config }: DemoSeedContext): Promise<void> {
  const now = clock.now().getTime();
  const admin = await people.find((config.adminEmail ?? "admin@healingarts.example").toLowerCase());
  await repo.setCycle(db, { ...DEFAULT_CE_CYCLE, createdBy: admin?.id ?? null });
  const courseRows = await coursesRepository.listForSeed(db);
  const examRows = [];
  for (const exam of DEMO_EXAMS) {
    const title = DEMO_COURSES.find((course) => course.key === exam.course)?.title;
    const course = courseRows.find((row) => row.title === title);
    if (!course) throw new Error(`demo exam course ${exam.course} is missing`);
    examRows.push(
      await repo.insertExam(db, {
        courseId: course.id,
        title: exam.title,
        passMark: exam.passMark,
        credits: exam.credits,
      }),
    );
  }
  for (const result of DEMO_RESULTS) {
    const user = await people.find(result.email);
    const exam = examRows[result.exam];
    if (!user || !exam) continue;
    const passed = examPassed(result.score, exam.passMark);
    const takenAt = examTakenAt(new Date(now - result.daysAgo * DAY_MS).toISOString().slice(0, 10));
    const row = await repo.insertResult(db, {
      examId: exam.id,
      userId: user.id,
      score: result.score,
      passed,
      credits: passed ? exam.credits : 0,
      takenAt,
      recordedBy: admin?.id ?? null,
    });
    if (passed && exam.credits > 0) {
      await repo.insertEntry(db, {
        userId: user.id,
        kind: "exam",
        credits: exam.credits,
        title: exam.title,
        examResultId: row.id,
        courseId: exam.courseId,
        earnedAt: takenAt,
        createdBy: admin?.id ?? null,
      });
    }
  }
  for (const adjustment of DEMO_ADJUSTMENTS) {
    const user = await people.find(adjustment.email);
    if (!user) continue;
    await repo.insertEntry(db, {
      userId: user.id,
      kind: "adjustment",
      credits: adjustment.credits,
      title: "Adjustment",
      reason: adjustment.reason,
      earnedAt: new Date(now - adjustment.daysAgo * DAY_MS),
      createdBy: admin?.id ?? null,
    });
  }
}
