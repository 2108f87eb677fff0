import type { DemoSeedContext } from "../../http/module.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { announcementsRepository } from "./announcements.repository.ts";
import { ANNOUNCEMENT_TRANSLATIONS } from "./announcements.seed-translations.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The five demo announcements: dates relative to the seed, so the list looks current on any day. */
export function demoAnnouncements(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    {
      title: "Annual General Meeting: agenda and how to vote",
      isPinned: true,
      publishedAt: daysAgo(2),
      expiresAt: inDays(40),
      body: `The Annual General Meeting of the Healing Arts Association takes place on Saturday, six weeks from today, at 15:00 UTC. It is held online, so members in every time zone can take part; the link is sent to every member by e-mail one week before.

On the agenda: the board's report on the past year, the accounts and the auditor's report, the membership fees for next year (the board proposes to keep them unchanged), and the election of three board seats.

Every member with a current membership may vote. If you cannot attend, you may vote in advance from your profile during the two weeks before the meeting, or name another member as your proxy.

Nominations for the board are open until four weeks before the meeting. Write to the secretary with a short statement (at most 300 words) about yourself and what you would like to work on.`,
    },
    {
      title: "The new seminar season is open for registration",
      isPinned: false,
      publishedAt: daysAgo(6),
      expiresAt: null,
      body: `Registration for the coming seminar season is now open. This season brings 48 seminars in 14 countries, from the two-day foundation course to the advanced practitioner modules.

New this season: a weekend course on working with children and families, taught in English and Japanese, and three evening series held online for members who cannot travel.

Members on the Standard and Practitioner plans receive their retake discount automatically at checkout. Places in the foundation courses fill quickly, so we recommend booking early.`,
    },
    {
      title: "Practitioner directory: please review your listing",
      isPinned: false,
      publishedAt: daysAgo(12),
      expiresAt: null,
      body: `We are moving the practitioner directory to a new search that lets visitors find practitioners by city, language and speciality.

Before the switch, please review your listing: your practice address, the languages you work in, your specialities and a current photo. Listings that have not been confirmed within a year will be hidden until they are reviewed again.

You can update everything from your profile. If you need help, reply to the e-mail you received or write to the office.`,
    },
    {
      title: "International conference in Lisbon: call for presentations",
      isPinned: false,
      publishedAt: daysAgo(20),
      expiresAt: inDays(70),
      body: `Our international conference will be held in Lisbon next autumn, over three days, with sessions in English and Portuguese and simultaneous interpretation into Spanish.

We invite members to propose a presentation (30 minutes) or a practical workshop (90 minutes). Case studies, research on outcomes and reports from community projects are especially welcome.

Proposals are due within ten weeks. Members presenting at the conference receive a free conference pass.`,
    },
    {
      title: "Updated code of ethics and complaints procedure",
      isPinned: false,
      publishedAt: daysAgo(35),
      expiresAt: null,
      body: `After a year of consultation with members, the board has adopted an updated code of ethics. The main changes concern informed consent before every session, keeping notes securely, and how practitioners describe their work in advertising.

The complaints procedure now has clear time limits: every complaint is acknowledged within five working days and decided within three months, and both sides may ask for a review by an independent panel.

The new code applies from the first day of next month. Please read it on the Code of ethics page; practitioners will be asked to confirm it at their next renewal.`,
    },
  ];
}

/**
 * Demo announcements, already published and already notified (the demo notifications point at them); two of them
 * in Spanish, German and Japanese too (ADR 0097).
 */
export async function seedDemoAnnouncements({ db, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  for (const announcement of demoAnnouncements(now)) {
    const row = await announcementsRepository.insert(db, {
      ...announcement,
      notifiedAt: announcement.publishedAt,
      createdAt: announcement.publishedAt,
      updatedAt: announcement.publishedAt,
    });
    const words = ANNOUNCEMENT_TRANSLATIONS[announcement.title];
    if (words) await seedTranslations(db, "announcement", row.id, words);
  }
}
