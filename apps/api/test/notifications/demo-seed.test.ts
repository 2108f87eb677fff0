import { announcementListSchema, notificationListSchema, notificationSettingSchema } from "@haa/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../src/modules/membership/membership.seed.ts";
import { login, startDemoServer, type TestServer } from "../harness.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

async function signIn(email: string) {
  const [row] = await server.runtime.deps.db.select().from(users).where(eq(users.email, email));
  return { id: row?.id ?? 0, token: await login(server, email, DEMO_PASSWORD) };
}

describe("demo announcements and notifications", () => {
  it("lists the five announcements, the general meeting pinned first, in the declared shape", async () => {
    const res = await server.call({ method: "GET", url: "/api/Announcement/GetAnnouncement" });
    const data = announcementListSchema.parse(res.json().Data);
    expect(data.TotalCount).toBe(5);
    expect(data.List[0]).toMatchObject({ Title: "Annual General Meeting: agenda and how to vote", IsPinned: true });
    expect(data.List.map((a) => a.Title)).toContain("Updated code of ethics and complaints procedure");
  });

  it("gives every demo member notifications with an unread count, and their own membership notice", async () => {
    for (const member of DEMO_MEMBERS) {
      const { id, token } = await signIn(member.email);
      const res = await server.call({
        method: "GET",
        url: `/api/Notification/GetNotificationsByUserId?userId=${id}`,
        token,
      });
      const data = notificationListSchema.strict().parse(res.json().Data);
      expect(data.UnreadCount, member.email).toBeGreaterThanOrEqual(2);
      expect(data.List.some((n) => n.Kind === "announcement" && n.IsRead)).toBe(true);
      const settings = await server.call({
        method: "GET",
        url: `/api/Notification/GetNotificationSettingByUserId?userId=${id}`,
        token,
      });
      notificationSettingSchema.strict().parse(settings.json().Data);
    }
    const lucas = await signIn("renewal-fails@demo.healingarts.example");
    const res = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${lucas.id}`,
      token: lucas.token,
    });
    expect(res.json().Data.List[0]).toMatchObject({ Kind: "renewalFailed", Title: "Your renewal payment failed" });
  });

  it("invites the demo practitioner to evaluate their last seminar, so the bell leads to /takesurvey", async () => {
    const { id, token } = await signIn("practitioner@demo.healingarts.example");
    const res = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${id}&pageSize=50`,
      token,
      headers: { "accept-language": "de" },
    });
    const invitation = notificationListSchema.parse(res.json().Data).List.find((n) => n.Kind === "surveyInvitation");
    expect(invitation?.Link).toMatch(/^\/takesurvey\?seminarId=\d+$/);
    // The course's German title, as the daily run writes every language's title into the invitation.
    const english = await server.call({
      method: "GET",
      url: `/api/Notification/GetNotificationsByUserId?userId=${id}&pageSize=50`,
      token,
    });
    const englishTitle = notificationListSchema
      .parse(english.json().Data)
      .List.find((n) => n.Kind === "surveyInvitation")?.Title;
    expect(englishTitle).toMatch(/^How was .+\?$/);
    expect(invitation?.Title).toMatch(/^Wie war .+\?$/);
    expect(invitation?.Title.slice("Wie war ".length)).not.toBe(englishTitle?.slice("How was ".length));
    const seminarId = invitation?.Link?.split("=")[1];
    const survey = await server.call({ method: "GET", url: `/api/Survey/GetSurvey?seminarId=${seminarId}`, token });
    expect(survey.json().Data.State).toBe("open");
  });
});
