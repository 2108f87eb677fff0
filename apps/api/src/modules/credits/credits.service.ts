import {
  adjustmentAllowed,
  CE_REMINDER_DAYS,
  type CeCycleStatus,
  type CeEntry,
  type CeEntrySource,
  csvDocument,
  cyclePercent,
  cycleWindow,
  DEFAULT_CE_CYCLE,
  daysUntil,
  dueReminder,
  examPassed,
  examResultCredits,
  examTakenAt,
  type InterfaceLanguage,
  normalizeLanguage,
  teachingCreditCents,
  translate,
  type UserCeusQuery,
} from "@haa/domain";
import { PDFDocument, rgb } from "pdf-lib";
import type { Db } from "../../db/types.ts";
import type { Deps } from "../../deps.ts";
import { notFound, validationError } from "../../http/errors.ts";
import { listData } from "../../http/list.ts";
import { type DailyJob, dailyJob } from "../../platform/jobs/queue.ts";
import { queueUserMail } from "../../platform/mail/mailer.ts";
import { pdfLibFonts, pdfText } from "../../shared/pdf-fonts.ts";
import type { InstructorCredits } from "../membership/instructor-credits.ts";
import { type LedgerRow, creditsRepository as repo } from "./credits.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
export const REMINDER_JOB = "credits.reminders";
/** The reminder scan runs daily at this hour (UTC). */
const REMINDER_HOUR_UTC = 7;
const REMINDER_BATCH = 200;

/** The day after `day` at 00:00 UTC: the exclusive end of an inclusive date range. */
function dayAfter(day: string): Date {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS);
}

/** A ledger line as the reader reads it: its title in their language where it has one (`ShownRow`). */
type ShownRow = LedgerRow & { lang: InterfaceLanguage };

export function presentEntry(row: ShownRow): CeEntry {
  return {
    Id: row.key,
    Source: row.source,
    Title: row.title,
    Lang: row.lang,
    CourseId: row.courseId,
    Credits: row.credits,
    EarnedAt: row.earnedAt.toISOString(),
    Reason: row.reason,
  };
}

async function cycleSettings(db: Db) {
  return (await repo.currentCycle(db)) ?? DEFAULT_CE_CYCLE;
}

/** A member's cycle in force at `now`, with what they earned in it. */
async function cycleStatus(db: Db, userId: number, now: Date): Promise<CeCycleStatus & { anchor: Date }> {
  const settings = await cycleSettings(db);
  const anchor = (await repo.cycleAnchor(db, userId)) ?? now;
  const window = cycleWindow(anchor, settings.years, now);
  const earned = await repo.earned(db, userId, window.start, window.end);
  return {
    anchor,
    Start: window.start.toISOString(),
    End: window.end.toISOString(),
    Years: settings.years,
    RequiredCredits: settings.requiredCredits,
    EarnedCredits: earned,
    DaysLeft: daysUntil(window.end, now),
    Percent: cyclePercent(earned, settings.requiredCredits),
  };
}

function sourceLabel(language: InterfaceLanguage, source: CeEntrySource): string {
  return translate(language, `ceuTranscript.source.${source}`);
}

export function createCreditsService(
  deps: Pick<Deps, "db" | "clock" | "notifier" | "config" | "audit" | "translations">,
) {
  const { db, clock, audit } = deps;

  /** The reader's titles of these courses, by id (the courses' translations, ADR 0097; none in English). */
  async function courseTitles(language: InterfaceLanguage, ids: readonly (number | null)[]) {
    const known = ids.filter((id): id is number => id !== null);
    const words = await deps.translations.overlay(db, "course", language, [...new Set(known)]);
    return (id: number | null) => (id === null ? undefined : words.get(id)?.Title);
  }

  /**
   * The ledger in the reader's language: a graduation or a self-study course is titled as its course is translated,
   * an adjustment by the word for it (the stored one is the English label); an exam keeps the name it was given.
   */
  async function ledger(
    userId: number,
    query: Omit<UserCeusQuery, "userId">,
    language: InterfaceLanguage,
  ): Promise<ShownRow[]> {
    const rows = await repo.ledger(db, userId, {
      search: query.search,
      ...(query.StartDate ? { from: new Date(`${query.StartDate}T00:00:00Z`) } : {}),
      ...(query.EndDate ? { until: dayAfter(query.EndDate) } : {}),
    });
    const titleOf = await courseTitles(
      language,
      rows.filter((row) => row.source === "seminar" || row.source === "selfStudy").map((row) => row.courseId),
    );
    return rows.map((row): ShownRow => {
      if (row.source === "adjustment") return { ...row, title: sourceLabel(language, "adjustment"), lang: language };
      const title = row.source === "exam" ? undefined : titleOf(row.courseId);
      return title ? { ...row, title, lang: language } : { ...row, lang: "en" };
    });
  }

  return {
    async userCeus(userId: number, query: Omit<UserCeusQuery, "userId">, language: InterfaceLanguage = "en") {
      const [rows, cycle] = await Promise.all([ledger(userId, query, language), cycleStatus(db, userId, clock.now())]);
      const { anchor: _anchor, ...Cycle } = cycle;
      return {
        List: rows.map(presentEntry),
        TotalCount: rows.length,
        TotalCredits: rows.reduce((sum, row) => sum + row.credits, 0),
        Cycle,
      };
    },

    async userExams(userId: number, language: InterfaceLanguage = "en") {
      const rows = await repo.examsOfUser(db, userId);
      const titleOf = await courseTitles(
        language,
        rows.map((row) => row.courseId),
      );
      return {
        List: rows.map((row) => ({
          Id: row.id,
          ExamId: row.examId,
          ExamTitle: row.examTitle,
          CourseId: row.courseId,
          CourseTitle: titleOf(row.courseId) ?? row.courseTitle,
          CourseLang: titleOf(row.courseId) ? language : ("en" as const),
          Score: row.score,
          PassMark: row.passMark,
          Passed: row.passed,
          Credits: row.credits,
          TakenAt: row.takenAt.toISOString(),
        })),
        TotalCount: rows.length,
      };
    },

    /** The ledger as CSV in the caller's language; every cell is escaped against formula injection. */
    async transcriptCsv(userId: number, query: Omit<UserCeusQuery, "userId">, language: InterfaceLanguage) {
      const rows = await ledger(userId, query, language);
      const t = (key: string) => translate(language, `ceuTranscript.${key}`);
      return csvDocument([
        [t("date"), t("sourceHeading"), t("title"), t("reason"), t("credits")],
        ...rows.map((row) => [
          row.earnedAt.toISOString().slice(0, 10),
          sourceLabel(language, row.source),
          row.title,
          row.reason ?? "",
          row.credits,
        ]),
      ]);
    },

    /** A PDF transcript: the member's name, every entry, and the total of each cycle. */
    async transcriptPdf(userId: number, language: InterfaceLanguage): Promise<Uint8Array> {
      const name = await repo.userName(db, userId);
      if (!name) throw notFound();
      const now = clock.now();
      const rows = await ledger(userId, { search: "", StartDate: undefined, EndDate: undefined }, language);
      const settings = await cycleSettings(db);
      const anchor = (await repo.cycleAnchor(db, userId)) ?? now;
      const t = (key: string, params: Record<string, string | number> = {}) =>
        translate(language, `ceuTranscript.${key}`, params);
      // Oldest cycle first, entries oldest first within it.
      const cycles = new Map<string, { start: Date; end: Date; rows: ShownRow[] }>();
      for (const row of [...rows].reverse()) {
        const window = cycleWindow(anchor, settings.years, row.earnedAt);
        const key = window.start.toISOString();
        const cycle = cycles.get(key) ?? { ...window, rows: [] };
        cycle.rows.push(row);
        cycles.set(key, cycle);
      }

      const pdf = await PDFDocument.create();
      pdf.setTitle(pdfText(`${t("heading")} — ${name.firstName} ${name.lastName}`));
      // Names and course titles in any script (ADR 0049): each line in the face that draws it, subset.
      const fonts = pdfLibFonts(pdf);
      let page = pdf.addPage([595, 842]);
      let y = 790;
      const line = async (text: string, options: { size?: number; x?: number; bold?: boolean } = {}) => {
        if (y < 60) {
          page = pdf.addPage([595, 842]);
          y = 790;
        }
        await fonts.draw(page, Array.from(pdfText(text)).slice(0, 110).join(""), {
          x: options.x ?? 50,
          y,
          size: options.size ?? 10,
          // One weight is embedded: headings stand out by size and colour.
          color: options.bold ? rgb(0.12, 0.37, 0.36) : rgb(0.1, 0.1, 0.1),
        });
        y -= (options.size ?? 10) + 6;
      };
      await line(t("heading"), { size: 18, bold: true });
      await line(`${name.firstName} ${name.lastName}`, { size: 13 });
      await line(t("generated", { date: now.toISOString().slice(0, 10) }));
      y -= 8;
      if (cycles.size === 0) await line(t("empty"));
      for (const cycle of cycles.values()) {
        const total = cycle.rows.reduce((sum, row) => sum + row.credits, 0);
        await line(
          t("cycle", {
            start: cycle.start.toISOString().slice(0, 10),
            end: cycle.end.toISOString().slice(0, 10),
          }),
          { size: 12, bold: true },
        );
        for (const row of cycle.rows) {
          const date = row.earnedAt.toISOString().slice(0, 10);
          const reason = row.reason ? ` (${row.reason})` : "";
          await line(`${date}  ${sourceLabel(language, row.source)}: ${row.title}${reason}`, { x: 60 });
          await fonts.draw(page, String(row.credits), { x: 520, y: y + 16, size: 10 });
        }
        await line(t("cycleTotal", { total, required: settings.requiredCredits }), { bold: true, x: 60 });
        y -= 6;
      }
      return pdf.save();
    },

    async setCycle(adminId: number, cycle: { Years: number; RequiredCredits: number }) {
      if (audit.recording()) {
        // The audit log's "before" (ADR 0088): the cycle this one replaces.
        const current = await cycleSettings(db);
        audit.before(
          { kind: "ceCycle", id: "current" },
          { Years: current.years, RequiredCredits: current.requiredCredits },
        );
      }
      await repo.setCycle(db, { years: cycle.Years, requiredCredits: cycle.RequiredCredits, createdBy: adminId });
    },

    async cycle() {
      const settings = await cycleSettings(db);
      return { Years: settings.years, RequiredCredits: settings.requiredCredits };
    },

    async addAdjustment(adminId: number, input: { UserId: number; Credits: number; Reason: string }) {
      if (!(await repo.userExists(db, input.UserId))) throw validationError({ UserId: "ceu.userUnknown" });
      // A ledger line is added, none changed: the audit log's "before" is the member's standing in the cycle.
      const status =
        input.Credits < 0 || audit.recording() ? await cycleStatus(db, input.UserId, clock.now()) : undefined;
      audit.before(
        { kind: "user", id: input.UserId },
        status && { EarnedCredits: status.EarnedCredits, RequiredCredits: status.RequiredCredits, End: status.End },
      );
      if (input.Credits < 0 && status) {
        const { EarnedCredits } = status;
        if (!adjustmentAllowed(EarnedCredits, input.Credits)) {
          throw validationError({ Credits: { key: "ceu.adjustmentBelowZero", params: { earned: EarnedCredits } } });
        }
      }
      const row = await repo.insertEntry(db, {
        userId: input.UserId,
        kind: "adjustment",
        credits: input.Credits,
        title: translate("en", "ceuTranscript.source.adjustment"),
        reason: input.Reason,
        earnedAt: clock.now(),
        createdBy: adminId,
      });
      return { Id: row.id };
    },

    async listExams(query: { page: number; pageSize: number }) {
      const { rows, total } = await repo.listExams(db, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return listData(
        rows.map((row) => ({
          Id: row.id,
          CourseId: row.courseId,
          CourseTitle: row.courseTitle,
          Title: row.title,
          PassMark: row.passMark,
          Credits: row.credits,
        })),
        total,
        query,
      );
    },

    async addExam(input: { CourseId: number; Title: string; PassMark: number; Credits: number }) {
      if (!(await repo.courseExists(db, input.CourseId))) throw validationError({ CourseId: "ceu.courseUnknown" });
      const row = await repo.insertExam(db, {
        courseId: input.CourseId,
        title: input.Title,
        passMark: input.PassMark,
        credits: input.Credits,
      });
      return { Id: row.id };
    },

    /**
     * Records a result on its day, or corrects that day's result (ADR 0050); the exam's credits go to the first
     * pass only, and the result's ledger line follows in the same transaction.
     */
    async recordResult(
      adminId: number,
      input: { ExamId: number; UserId: number; Score: number; TakenOn?: string | undefined },
    ) {
      const exam = await repo.examById(db, input.ExamId);
      if (!exam) throw validationError({ ExamId: "ceu.examUnknown" });
      if (!(await repo.userExists(db, input.UserId))) throw validationError({ UserId: "ceu.userUnknown" });
      const today = clock.now().toISOString().slice(0, 10);
      const day = input.TakenOn ?? today;
      if (day > today) throw validationError({ TakenOn: "ceu.takenOnFuture" });
      const takenAt = examTakenAt(day);
      const passed = examPassed(input.Score, exam.passMark);
      if (audit.recording()) {
        // The audit log's "before" (ADR 0088): the result of that day this call corrects, if there is one.
        const earlier = (await repo.examsOfUser(db, input.UserId)).find(
          (row) => row.examId === exam.id && row.takenAt.getTime() === takenAt.getTime(),
        );
        audit.before(
          { kind: "user", id: input.UserId },
          earlier ? { ExamId: exam.id, Score: earlier.score, Passed: earlier.passed, Credits: earlier.credits } : null,
        );
      }
      return db.transaction(async (tx) => {
        const result = await repo.upsertResult(tx, {
          examId: exam.id,
          userId: input.UserId,
          score: input.Score,
          passed,
          credits: 0,
          takenAt,
          recordedBy: adminId,
        });
        const awardedElsewhere = await repo.examCreditsAwardedElsewhere(tx, exam.id, input.UserId, result.id);
        const credits = examResultCredits({ passed, examCredits: exam.credits, awardedElsewhere });
        await repo.setResultCredits(tx, result.id, credits, {
          userId: input.UserId,
          title: exam.title,
          courseId: exam.courseId,
          earnedAt: takenAt,
          createdBy: adminId,
        });
        return { Id: result.id, Passed: passed, Credits: credits, Updated: result.updated };
      });
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;

/**
 * The daily CE reminder scan: a member short of credits 90 and 30 days before their cycle ends gets a mail in
 * their language and a `ceCycleReminder` notification, once per threshold (the UNIQUE reminder row).
 */
export function reminderScan(deps: Pick<Deps, "db" | "clock" | "config" | "notifier">): DailyJob {
  const { db, config, notifier } = deps;
  return dailyJob(deps, REMINDER_JOB, REMINDER_HOUR_UTC, async (now) => {
    const settings = await cycleSettings(db);
    const furthest = Math.max(...CE_REMINDER_DAYS);
    let after = 0;
    for (;;) {
      const batch = await repo.reminderCandidates(db, after, REMINDER_BATCH, now);
      for (const member of batch) {
        const { start, end } = cycleWindow(member.anchor, settings.years, now);
        const daysLeft = daysUntil(end, now);
        // Most members are far from their cycle's end: no query for them.
        if (daysLeft > furthest) continue;
        const earned = await repo.earned(db, member.id, start, end);
        const sent = await repo.sentReminders(db, member.id, end);
        const cycle = {
          End: end.toISOString(),
          DaysLeft: daysLeft,
          EarnedCredits: earned,
          RequiredCredits: settings.requiredCredits,
        };
        const days = dueReminder({
          daysLeft,
          earned,
          required: settings.requiredCredits,
          sent,
        });
        if (days === null) continue;
        await db.transaction(async (tx) => {
          if (!(await repo.claimReminder(tx, member.id, end, days, now))) return;
          const params = {
            days: cycle.DaysLeft,
            earned: cycle.EarnedCredits,
            required: cycle.RequiredCredits,
            missing: cycle.RequiredCredits - cycle.EarnedCredits,
          };
          const language = normalizeLanguage(member.language);
          await queueUserMail(
            tx,
            member,
            {
              subject: "ceuReminderMail.subject",
              intro: ["ceuReminderMail.intro", "ceuReminderMail.progress"],
              action: { label: "ceuReminderMail.action", url: `${config.publicUrl}/myceus` },
              params: {
                ...params,
                date: new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(end),
              },
            },
            { bulk: true },
          );
          await notifier.notify(tx, member.id, {
            kind: "ceCycleReminder",
            params: Object.fromEntries(
              Object.entries({ ...params, date: cycle.End.slice(0, 10) }).map(([k, v]) => [k, String(v)]),
            ),
            link: "/myceus",
            source: `ceCycle:${member.id}:${cycle.End.slice(0, 10)}`,
          });
        });
      }
      const last = batch.at(-1);
      if (!last || batch.length < REMINDER_BATCH) break;
      after = last.id;
    }
  });
}

/**
 * The instructor renewal's teaching credit (spec 000 §9 TotalCreditsEarned, ADR 0032): $10 per student the
 * instructor graduated in the year before `now`, at most $150. Membership reads it through `Ports`.
 */
export function createInstructorCredits(): InstructorCredits {
  return {
    async teachingCreditCents(db, instructorId, now) {
      const from = new Date(now.getTime());
      from.setUTCFullYear(from.getUTCFullYear() - 1);
      return teachingCreditCents(await repo.graduatesTaughtBy(db, instructorId, from, now));
    },
  };
}
