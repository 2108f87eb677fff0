import {
  averageRating,
  SURVEY_INVITATION_HOUR_UTC,
  SURVEY_INVITATION_LOOKBACK_DAYS,
  SURVEY_QUESTIONS_MAX,
  type SubmitSurvey,
  type SurveyQuestionInput,
  type SurveyResults,
  surveyAnswersRefusal,
  surveyState,
} from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { type DailyJob, dailyJob } from "../../platform/jobs/queue.ts";
import { localizedParams } from "../notifications/notifier.ts";
import { canReadResults } from "./surveys.policy.ts";
import { presentQuestion, type SurveyView } from "./surveys.presenter.ts";
import { surveysRepository as repo } from "./surveys.repository.ts";

export const INVITATION_JOB = "surveys.invitations";
const DAY_MS = 24 * 60 * 60 * 1000;

const seminarNotFound = () => notFound("SEMINAR_NOT_FOUND", "survey.seminarNotFound");
const questionNotFound = () => notFound("SURVEY_QUESTION_NOT_FOUND", "survey.questionNotFound");

/** Course evaluations: answering, the aggregate, the questions and the daily invitations (ADR 0033). */
export function createSurveyService(deps: Pick<Deps, "db" | "clock" | "audit">) {
  const { db, clock, audit } = deps;

  async function seminarOf(tx: Db, seminarId: number) {
    const found = await repo.seminarWithCourse(tx, seminarId);
    if (!found) throw seminarNotFound();
    return found;
  }

  async function stateFor(tx: Db, actor: Actor, seminar: { id: number; lastEnd: Date; status: string }) {
    return surveyState({
      now: clock.now(),
      lastEnd: seminar.lastEnd,
      seminarCancelled: seminar.status === "cancelled",
      isStudent: await repo.isStudent(tx, seminar.id, actor.user.id),
      answered: await repo.hasAnswered(tx, seminar.id, actor.user.id),
    });
  }

  return {
    /** Survey/GetSurvey: the caller's state and the active questions. */
    async survey(actor: Actor, seminarId: number): Promise<SurveyView> {
      const { seminar, courseTitle } = await seminarOf(db, seminarId);
      return {
        seminar,
        courseTitle,
        state: await stateFor(db, actor, seminar),
        canSeeResults: canReadResults(actor, seminar),
        questions: await repo.activeQuestions(db),
      };
    },

    /**
     * Survey/SubmitSurvey: once per student and seminar, after its last date. The UNIQUE (seminar, member)
     * key decides a double submit, so two tabs cannot both answer.
     */
    async submit(actor: Actor, input: SubmitSurvey): Promise<void> {
      await db.transaction(async (tx) => {
        const { seminar } = await seminarOf(tx, input.SeminarId);
        const state = await stateFor(tx, actor, seminar);
        if (state === "notStudent") throw forbidden("NOT_STUDENT", "survey.notStudent");
        if (state === "cancelled") throw conflict("SEMINAR_CANCELLED", "survey.cancelled");
        if (state === "notEnded") throw conflict("SURVEY_NOT_OPEN", "survey.notEnded");
        if (state === "answered") throw conflict("SURVEY_ANSWERED", "survey.alreadyAnswered");
        const questions = await repo.activeQuestions(tx);
        const refusal = surveyAnswersRefusal(questions, input.Answers);
        if (refusal) throw badRequest("SURVEY_ANSWERS", refusal, { Answers: refusal });
        const stored = await repo.insertResponse(
          tx,
          { seminarId: seminar.id, userId: actor.user.id, submittedAt: clock.now() },
          input.Answers.map((answer) => ({
            questionId: answer.QuestionId,
            rating: answer.Rating ?? null,
            text: answer.Text ? answer.Text : null,
          })),
        );
        if (stored === undefined) throw conflict("SURVEY_ANSWERED", "survey.alreadyAnswered");
      });
    },

    /** Survey/GetSurveyResults: the seminar's instructor or an administrator; names are never read. */
    async results(actor: Actor, seminarId: number): Promise<SurveyResults> {
      const { seminar, courseTitle } = await seminarOf(db, seminarId);
      if (!canReadResults(actor, seminar)) throw forbidden("NOT_INSTRUCTOR", "survey.resultsForbidden");
      const rows = await repo.answersOf(db, seminarId);
      const byQuestion = new Map<number, SurveyResults["Questions"][number] & { ratings: number[] }>();
      for (const row of rows) {
        let entry = byQuestion.get(row.question.id);
        if (!entry) {
          entry = {
            QuestionId: row.question.id,
            Kind: row.question.kind,
            Text: row.question.text,
            Count: 0,
            Average: null,
            Texts: [],
            ratings: [],
          };
          byQuestion.set(row.question.id, entry);
        }
        if (row.rating !== null) {
          entry.ratings.push(row.rating);
          entry.Count += 1;
        } else if (row.text) {
          entry.Texts.push(row.text);
          entry.Count += 1;
        }
      }
      return {
        SeminarId: seminar.id,
        CourseTitle: courseTitle,
        ResponseCount: await repo.responseCount(db, seminarId),
        Questions: [...byQuestion.values()].map(({ ratings, ...entry }) => ({
          ...entry,
          Average: averageRating(ratings),
        })),
      };
    },

    allQuestions() {
      return repo.allQuestions(db);
    },

    async addQuestion(input: SurveyQuestionInput) {
      return db.transaction(async (tx) => {
        if ((await repo.countActive(tx)) >= SURVEY_QUESTIONS_MAX) {
          throw new AppError(409, "SURVEY_FULL", "survey.tooManyQuestions", { max: SURVEY_QUESTIONS_MAX });
        }
        return repo.insertQuestion(tx, {
          kind: input.Kind,
          text: input.Text,
          position: input.Position,
          createdAt: clock.now(),
        });
      });
    },

    /** A new version replaces the active one; the old row stays for the answers that name it. */
    async updateQuestion(id: number, input: SurveyQuestionInput) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const current = await repo.questionForUpdate(tx, id);
        if (!current) throw questionNotFound();
        // The audit log's "before" (ADR 0088): the question version the call retires.
        audit.before(
          { kind: "surveyQuestion", id },
          {
            ...presentQuestion(current),
            Version: current.version,
            Active: current.retiredAt === null,
          },
        );
        if (current.retiredAt) throw conflict("SURVEY_QUESTION_RETIRED", "survey.questionRetired");
        await repo.retireQuestion(tx, id, now);
        return repo.insertQuestion(tx, {
          seriesId: current.seriesId ?? current.id,
          version: current.version + 1,
          kind: input.Kind,
          text: input.Text,
          position: input.Position,
          createdAt: now,
        });
      });
    },

    async retireQuestion(id: number) {
      await db.transaction(async (tx) => {
        const current = await repo.questionForUpdate(tx, id);
        if (!current) throw questionNotFound();
        // The audit log's "before" (ADR 0088): the question version the call retires.
        audit.before(
          { kind: "surveyQuestion", id },
          {
            ...presentQuestion(current),
            Version: current.version,
            Active: current.retiredAt === null,
          },
        );
        if (current.retiredAt) throw conflict("SURVEY_QUESTION_RETIRED", "survey.questionRetired");
        await repo.retireQuestion(tx, id, clock.now());
      });
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;

/**
 * The daily invitation run: students of seminars that ended before today (UTC) — within the look-back, so a
 * missed day is caught up — get a `surveyInvitation` notification, once per student and seminar (UNIQUE).
 */
export function dailyInvitations(deps: Pick<Deps, "db" | "clock" | "notifier" | "translations">): DailyJob {
  const { db, notifier, translations } = deps;
  return dailyJob(deps, INVITATION_JOB, SURVEY_INVITATION_HOUR_UTC, async (now) => {
    const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const from = new Date(today.getTime() - SURVEY_INVITATION_LOOKBACK_DAYS * DAY_MS);
    const ended = await repo.seminarsEndedBetween(db, from, today);
    // Each student reads the invitation in their own language: every course's titles, read once for the run.
    const titles = await translations.everyLanguage(
      db,
      "course",
      ended.map((seminar) => seminar.courseId),
    );
    for (const seminar of ended) {
      const params = localizedParams("course", seminar.courseTitle, titles.get(seminar.courseId), "Title");
      await db.transaction(async (tx) => {
        for (const userId of await repo.recordInvitations(tx, seminar.id, now)) {
          await notifier.notify(tx, userId, {
            kind: "surveyInvitation",
            params,
            link: `/takesurvey?seminarId=${seminar.id}`,
            source: `survey:${seminar.id}`,
          });
        }
      });
    }
  });
}
