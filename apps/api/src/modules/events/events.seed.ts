import { type EventInput, eventInputSchema, formatLocalDateTime, toZoned } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { eventsRepository } from "./events.repository.ts";
import { EVENT_TRANSLATIONS } from "./events.seed-translations.ts";
import { columnsOf } from "./events.service.ts";

const DAY_MS = 86_400_000;

interface DemoEvent {
  host: "instructor" | "admin";
  /** Days from the seed to the first date, and its wall-clock hour and minute in the event's zone. */
  inDays: number;
  at: [number, number];
  minutes: number;
  rule?: (start: Date) => string;
  form: Omit<
    EventInput,
    "StartDateTime" | "EndDateTime" | "Recurrence" | "Description" | "Address" | "City" | "Country" | "OnlineLink"
  > &
    Partial<Pick<EventInput, "Address" | "City" | "Country" | "OnlineLink">> & { Description: string };
  going: string[];
}

const until = (days: number) => (start: Date) =>
  `FREQ=MONTHLY;UNTIL=${new Date(start.getTime() + days * DAY_MS).toISOString().slice(0, 10).replaceAll("-", "")}`;

const DEMO_EVENTS: DemoEvent[] = [
  {
    host: "instructor",
    inDays: -14,
    at: [19, 0],
    minutes: 90,
    rule: () => "FREQ=WEEKLY;BYDAY=TU",
    form: {
      Type: "StudyGroup",
      Title: "Foundations study circle",
      Description:
        "A weekly circle for members working through the Foundations course. We review one chapter each week, practise the hand positions in pairs and keep notes for the case-study log. Bring your course manual and comfortable clothes.",
      TimeZone: "Europe/Dublin",
      Address: "Healing Arts Centre, 14 Merrion Square",
      City: "Dublin",
      Country: "Ireland",
    },
    going: ["access", "standard", "practitioner"],
  },
  {
    host: "instructor",
    inDays: 3,
    at: [18, 30],
    minutes: 60,
    rule: () => "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH;COUNT=12",
    form: {
      Type: "StudyGroup",
      Title: "Online reading group: The Listening Touch",
      Description:
        "Every second Thursday we discuss two chapters of The Listening Touch and share how the ideas show up in our sessions. Cameras optional; the link opens ten minutes early.",
      TimeZone: "America/New_York",
      OnlineLink: "https://meet.healingarts.example/reading-group",
    },
    going: ["standard", "practitioner"],
  },
  {
    host: "instructor",
    inDays: 10,
    at: [19, 30],
    minutes: 120,
    rule: until(330),
    form: {
      Type: "Event",
      Title: "Practitioner supervision evening",
      Description:
        "A monthly evening for practitioners to bring anonymised cases for peer supervision, led by a senior instructor. Tea from 19:00.",
      TimeZone: "Europe/Berlin",
      Address: "Praxisraum Mitte, Torstraße 102",
      City: "Berlin",
      Country: "Germany",
    },
    going: ["practitioner"],
  },
  {
    host: "admin",
    inDays: 40,
    at: [10, 0],
    minutes: 360,
    form: {
      Type: "Event",
      Title: "Open day at the Lisbon centre",
      Description:
        "Meet the instructors, try a short session and learn how the courses are organised. Free for everyone; members may bring a guest.",
      TimeZone: "Europe/Lisbon",
      Address: "Rua da Rosa 45",
      City: "Lisbon",
      Country: "Portugal",
    },
    going: ["starter", "access"],
  },
  {
    host: "instructor",
    inDays: -20,
    at: [9, 0],
    minutes: 480,
    form: {
      Type: "Event",
      Title: "Autumn retreat day in Kyoto",
      Description: "A quiet day of practice and walking meditation in the temple gardens of Higashiyama.",
      TimeZone: "Asia/Tokyo",
      City: "Kyoto",
      Country: "Japan",
    },
    going: ["practitioner"],
  },
  {
    host: "instructor",
    inDays: 60,
    at: [7, 0],
    minutes: 60,
    rule: () => "FREQ=DAILY;COUNT=5",
    form: {
      Type: "Event",
      Title: "Morning practice week by the sea",
      Description: "Five sunrise sessions on Bondi's north lawn: breath, movement and a short self-treatment sequence.",
      TimeZone: "Australia/Sydney",
      Address: "North Bondi lawn",
      City: "Sydney",
      Country: "Australia",
    },
    going: [],
  },
  {
    host: "admin",
    inDays: -70,
    at: [17, 0],
    minutes: 75,
    rule: () => "FREQ=WEEKLY;COUNT=6",
    form: {
      Type: "StudyGroup",
      Title: "Summer breathwork series",
      Description: "Six weekly evenings on breath and posture. This series has ended; a winter series follows.",
      TimeZone: "America/Los_Angeles",
      City: "San Francisco",
      Country: "United States",
    },
    going: ["standard"],
  },
  {
    host: "admin",
    inDays: 15,
    at: [13, 0],
    minutes: 240,
    form: {
      Type: "Event",
      Title: "Community clinic afternoon",
      Description:
        "Our practitioners offer short sessions to the public for a donation to the hardship fund. Members can volunteer at the front desk.",
      TimeZone: "America/Sao_Paulo",
      Address: "Rua Augusta 1508",
      City: "São Paulo",
      Country: "Brazil",
    },
    going: ["access", "standard"],
  },
];

/**
 * Eight events and study groups by the demo instructor and the administrator, with members' answers; three of them
 * in Spanish, German and Japanese too (ADR 0097).
 */
export async function seedDemoEvents({ db, people, clock, config }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const adminEmail = (config.adminEmail ?? "admin@healingarts.example").toLowerCase();
  const userId = async (email: string) => (await people.find(email))?.id;
  const hosts = {
    instructor: await userId("instructor@demo.healingarts.example"),
    admin: await userId(adminEmail),
  };
  for (const demo of DEMO_EVENTS) {
    const hostId = hosts[demo.host];
    if (hostId === undefined) continue;
    const day = toZoned(new Date(now.getTime() + demo.inDays * DAY_MS), demo.form.TimeZone);
    const start = { year: day.year, month: day.month, day: day.day, hour: demo.at[0], minute: demo.at[1] };
    const startText = formatLocalDateTime(start);
    const endWall = new Date(Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute + demo.minutes));
    const endText = endWall.toISOString().slice(0, 16);
    const input = eventInputSchema.parse({
      ...demo.form,
      StartDateTime: startText,
      EndDateTime: endText,
      Recurrence: demo.rule?.(new Date(now.getTime() + demo.inDays * DAY_MS)) ?? null,
    });
    const created = new Date(now.getTime() - 30 * DAY_MS);
    const row = await eventsRepository.insert(db, {
      ...columnsOf(input),
      hostId,
      createdAt: created,
      updatedAt: created,
    });
    const words = EVENT_TRANSLATIONS[demo.form.Title];
    if (words) await seedTranslations(db, "event", row.id, words);
    for (const who of demo.going) {
      const memberId = await userId(`${who}@demo.healingarts.example`);
      if (memberId !== undefined) await eventsRepository.setRsvp(db, row.id, memberId, true, now);
    }
  }
}
