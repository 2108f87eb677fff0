import { randomUUID } from "node:crypto";
import { DIGEST_JOB } from "../../src/modules/notifications/notifications.service.ts";
import { enqueue } from "../../src/platform/jobs/queue.ts";
import type { TestServer } from "../harness.ts";

export interface NotificationListBody {
  Status: boolean;
  Message: string;
  Data: {
    List: {
      notificationID: number;
      userID: number;
      Kind: string;
      Title: string;
      Body: string;
      Link: string | null;
      IsRead: boolean;
      CreatedAt: string;
    }[];
    TotalCount: number;
    Page: number;
    PageSize: number;
    UnreadCount: number;
  };
}

/** Publishes an announcement as the administrator and runs the queued fan-out. */
export async function publish(
  server: TestServer,
  adminToken: string,
  fields: Record<string, unknown> = {},
): Promise<{ Id: number; State: string; NotifiedAt: string | null }> {
  const res = await server.call({
    method: "POST",
    url: "/api/Announcement/AddAnnouncement",
    token: adminToken,
    payload: {
      Title: "General meeting in March",
      Body: "The general meeting takes place online on the first Saturday of March.\n\nEvery member may vote.",
      ...fields,
    },
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  await server.runtime.worker.drain();
  return res.json().Data;
}

export async function listOf(
  server: TestServer,
  user: { id: number; token: string },
  query = "",
  language?: string,
): Promise<NotificationListBody> {
  const res = await server.call({
    method: "GET",
    url: `/api/Notification/GetNotificationsByUserId?userId=${user.id}${query}`,
    token: user.token,
    ...(language ? { headers: { "accept-language": language } } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json() as NotificationListBody;
}

/** Runs the daily digest now (as its scheduled job would) and every job it queues. */
export async function runDigest(server: TestServer) {
  await enqueue(server.runtime.deps.db, DIGEST_JOB, {}, { key: `test:${randomUUID()}`, runAt: server.clock.now() });
  await server.runtime.worker.drain();
}
