import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dailyInvitations } from "../../src/modules/surveys/surveys.service.ts";
import { seedTranslations } from "../../src/platform/translations/translations.ts";
import { confirmedMember, startTestServer, type TestServer } from "../harness.ts";
import { outboxTo } from "../membership/helpers.ts";
import { listOf } from "../notifications/helpers.ts";
import { enrol, makeCourse, makeSeminar } from "../selfstudy/fixtures.ts";

/**
 * The evaluation invitation names the seminar's course in each student's language (ADR 0097): in the mail sent at
 * once in their stored language, and in the list in whichever language they read it; English where none.
 */
type Member = { id: number; token: string; email: string };
let server: TestServer;

const COURSE = "Myofascial Release for the Upper Back";
const COURSE_DE = "Myofasziale Lösung für den oberen Rücken";
const COURSE_JA = "上背部の筋膜リリース";
const OTHER = "Chair Massage at Events";

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const invitationMail = async (student: Member) => (await outboxTo(server, student.email)).at(-1)?.subject;
const notice = async (student: Member, language: string) =>
  (await listOf(server, student, "", language)).Data.List.find((item) => item.Kind === "surveyInvitation")?.Title;

describe("the survey invitation in the student's language", () => {
  it("names the course in German, Japanese or English, read once for the whole run", async () => {
    const instructor = await confirmedMember(server, { FirstName: "Ines", LastName: "Teacher" });
    const translated = await makeCourse(server, { isSelfStudy: false, title: COURSE });
    const untranslated = await makeCourse(server, { isSelfStudy: false, title: OTHER });
    await seedTranslations(server.runtime.deps.db, "course", translated.id, {
      de: { Title: COURSE_DE },
      ja: { Title: COURSE_JA },
    });
    // Both ended yesterday evening (UTC).
    const today = Math.floor(server.clock.now().getTime() / DAY_MS) * DAY_MS;
    const endedAt = new Date(today - 6 * 3_600_000);
    const first = await makeSeminar(server, translated.id, instructor.id, endedAt);
    const second = await makeSeminar(server, untranslated.id, instructor.id, endedAt);
    const german = await confirmedMember(server, { FirstName: "Jonas", Language: "de" });
    const japanese = await confirmedMember(server, { FirstName: "Yuki", Language: "ja" });
    const english = await confirmedMember(server, { FirstName: "Grace" });
    const other = await confirmedMember(server, { FirstName: "Aiko", Language: "ja" });
    for (const student of [german, japanese, english]) {
      await enrol(server, student.id, translated.id, { seminarId: first.id });
    }
    await enrol(server, other.id, untranslated.id, { seminarId: second.id });

    const reads = vi.spyOn(server.runtime.deps.translations, "everyLanguage");
    const run = dailyInvitations(server.runtime.deps).handler;
    await run({}, { id: 0, attempts: 1, key: null, fence: async () => {} });
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();

    expect(await invitationMail(german)).toBe(`Wie war ${COURSE_DE}?`);
    expect(await invitationMail(japanese)).toBe(`${COURSE_JA}はいかがでしたか？`);
    expect(await invitationMail(english)).toBe(`How was ${COURSE}?`);
    expect(await invitationMail(other)).toBe(`${OTHER}はいかがでしたか？`);

    expect(await notice(german, "de")).toBe(`Wie war ${COURSE_DE}?`);
    expect(await notice(german, "en")).toBe(`How was ${COURSE}?`);
    expect(await notice(english, "ja")).toBe(`${COURSE_JA}はいかがでしたか？`);
  });
});
