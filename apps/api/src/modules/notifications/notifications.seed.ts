import { announcementExcerpt, findLevel } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import type { DemoNotifications, DemoSeedContext } from "../../http/module.ts";
import { announcementsRepository } from "../announcements/announcements.repository.ts";
import { DEMO_MEMBERS } from "../membership/membership.seed.ts";
import { type NewNotification, notificationsRepository } from "./notifications.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Notifications for the demo members: the latest announcements (the oldest already read), and a membership
 * notice each where their demo story has one (Jonas's card expires before his renewal; Lucas's renewal will
 * fail; Emily was renewed last year).
 */
export async function seedDemoNotifications({ db, people, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const ids = await announcementsRepository.visibleIds(db, now, 3);
  const latest = [];
  for (const id of ids) {
    const row = await announcementsRepository.findById(db, id);
    if (row) latest.push(row);
  }
  const rows: NewNotification[] = [];
  for (const member of DEMO_MEMBERS) {
    const user = await people.find(member.email);
    if (!user) continue;
    latest.forEach((announcement, index) => {
      rows.push({
        userId: user.id,
        kind: "announcement",
        params: { title: announcement.title, excerpt: announcementExcerpt(announcement.body, 160) },
        link: `/newannouncement/${announcement.id}`,
        source: `announcement:${announcement.id}`,
        createdAt: announcement.publishedAt,
        readAt: index === latest.length - 1 ? new Date(announcement.publishedAt.getTime() + DAY_MS) : null,
      });
    });
    const level = findLevel(member.membershipId)?.name ?? "";
    if (member.email.startsWith("access@")) {
      rows.push({
        userId: user.id,
        kind: "cardExpiring",
        params: { level, last4: "4242", date: new Date(now.getTime() + 180 * DAY_MS).toISOString() },
        link: "/managemembership",
        createdAt: new Date(now.getTime() - DAY_MS),
      });
    }
    if (member.email.startsWith("standard@")) {
      rows.push({
        userId: user.id,
        kind: "membershipRenewed",
        params: { level, date: new Date(now.getTime() + 165 * DAY_MS).toISOString() },
        link: "/profile/membershipoverview",
        createdAt: new Date(now.getTime() - 200 * DAY_MS),
        readAt: new Date(now.getTime() - 199 * DAY_MS),
      });
    }
    if (member.email.startsWith("renewal-fails@")) {
      rows.push({
        userId: user.id,
        kind: "renewalFailed",
        params: { level },
        link: "/managemembership",
        createdAt: new Date(now.getTime() - 3 * 60 * 60 * 1000),
      });
    }
  }
  await notificationsRepository.insertMany(db, rows);
}

/** The demo seeds' port to the notifications, on the seeding transaction: another module's seed adds its notices here. */
export function createDemoNotifications(db: Db): DemoNotifications {
  return {
    async add(rows) {
      await notificationsRepository.insertMany(db, [...rows]);
    },
  };
}
