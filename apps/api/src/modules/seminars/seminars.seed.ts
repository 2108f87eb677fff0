import type { DemoSeedContext } from "../../http/module.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { coursesRepository } from "../courses/courses.repository.ts";
import { DEMO_COURSES } from "../courses/courses.seed.ts";
import { seminarsRepository as repo } from "./seminars.repository.ts";
import { SEMINAR_NOTES_TRANSLATIONS, TRANSLATED_UPCOMING_SEMINARS } from "./seminars.seed-translations.ts";

const DAY_MS = 86_400_000;

interface Venue {
  venue: string;
  address: string;
  city: string;
  country: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  language: string;
  currency: string;
  /** Teaching starts at this hour, local time (UTC offset of the zone in the season of the demo). */
  utcStartHour: number;
}

const VENUES: Record<string, Venue> = {
  dublin: {
    venue: "Healing Arts Centre",
    address: "14 Merrion Square",
    city: "Dublin",
    country: "Ireland",
    timeZone: "Europe/Dublin",
    latitude: 53.3398,
    longitude: -6.2489,
    language: "en",
    currency: "EUR",
    utcStartHour: 9,
  },
  boulder: {
    venue: "Flatirons Wellness Studio",
    address: "1800 Pearl Street",
    city: "Boulder",
    country: "United States",
    timeZone: "America/Denver",
    latitude: 40.0189,
    longitude: -105.2747,
    language: "en",
    currency: "USD",
    utcStartHour: 16,
  },
  toronto: {
    venue: "Annex Community Hall",
    address: "401 Bloor Street West",
    city: "Toronto",
    country: "Canada",
    timeZone: "America/Toronto",
    latitude: 43.6665,
    longitude: -79.4048,
    language: "en",
    currency: "CAD",
    utcStartHour: 14,
  },
  berlin: {
    venue: "Praxisraum Prenzlauer Berg",
    address: "Kastanienallee 12",
    city: "Berlin",
    country: "Germany",
    timeZone: "Europe/Berlin",
    latitude: 52.5379,
    longitude: 13.4094,
    language: "de",
    currency: "EUR",
    utcStartHour: 8,
  },
  lisbon: {
    venue: "Espaço Harmonia",
    address: "Rua da Rosa 88",
    city: "Lisbon",
    country: "Portugal",
    timeZone: "Europe/Lisbon",
    latitude: 38.7139,
    longitude: -9.1447,
    language: "pt",
    currency: "EUR",
    utcStartHour: 9,
  },
  saopaulo: {
    venue: "Instituto Vila Mariana",
    address: "Rua Domingos de Morais 1200",
    city: "São Paulo",
    country: "Brazil",
    timeZone: "America/Sao_Paulo",
    latitude: -23.5894,
    longitude: -46.6347,
    language: "pt",
    currency: "BRL",
    utcStartHour: 12,
  },
  tokyo: {
    venue: "Shibuya Wellness Salon",
    address: "2-15-1 Shibuya",
    city: "Tokyo",
    country: "Japan",
    timeZone: "Asia/Tokyo",
    latitude: 35.6595,
    longitude: 139.7005,
    language: "ja",
    currency: "JPY",
    utcStartHour: 0,
  },
  oslo: {
    venue: "Grünerløkka Helsehus",
    address: "Thorvald Meyers gate 40",
    city: "Oslo",
    country: "Norway",
    timeZone: "Europe/Oslo",
    latitude: 59.9226,
    longitude: 10.7588,
    language: "no",
    currency: "NOK",
    utcStartHour: 8,
  },
  prague: {
    venue: "Studio Vinohrady",
    address: "Mánesova 55",
    city: "Prague",
    country: "Czechia",
    timeZone: "Europe/Prague",
    latitude: 50.0777,
    longitude: 14.4422,
    language: "cs",
    currency: "CZK",
    utcStartHour: 8,
  },
  madrid: {
    venue: "Centro Armonía",
    address: "Calle de Fuencarral 70",
    city: "Madrid",
    country: "Spain",
    timeZone: "Europe/Madrid",
    latitude: 40.4256,
    longitude: -3.7016,
    language: "es",
    currency: "EUR",
    utcStartHour: 8,
  },
  lyon: {
    venue: "Atelier Croix-Rousse",
    address: "12 Rue d'Austerlitz",
    city: "Lyon",
    country: "France",
    timeZone: "Europe/Paris",
    latitude: 45.7743,
    longitude: 4.8317,
    language: "fr",
    currency: "EUR",
    utcStartHour: 8,
  },
  sydney: {
    venue: "Harbourside Healing Rooms",
    address: "21 Glebe Point Road",
    city: "Sydney",
    country: "Australia",
    timeZone: "Australia/Sydney",
    latitude: -33.8787,
    longitude: 151.1868,
    language: "en",
    currency: "AUD",
    utcStartHour: 22,
  },
};

/** [course key, venue key or "online", days from the seed to the first day, number of days, capacity]. */
type DemoSeminar = [course: string, where: string, inDays: number, days: number, capacity: number];

/** Thirty seminars: past ones (with graduates) and upcoming ones, in twelve cities and online. */
export const DEMO_SEMINARS: DemoSeminar[] = [
  ["access", "dublin", -120, 1, 20],
  ["foundations1", "dublin", -90, 2, 16],
  ["foundations2", "dublin", -60, 2, 16],
  ["anatomy", "online", -45, 3, 40],
  ["foundations1", "berlin", -75, 2, 14],
  ["access", "lisbon", -50, 1, 18],
  ["animals", "boulder", -30, 2, 12],
  ["freefall", "tokyo", -20, 1, 16],
  ["matrix", "boulder", -14, 2, 12],
  ["breakthrough", "online", -10, 2, 30],
  ["access", "toronto", 12, 1, 20],
  ["foundations1", "boulder", 18, 2, 16],
  ["foundations2", "berlin", 25, 2, 14],
  ["matrix", "dublin", 32, 2, 12],
  ["macrocosm", "lisbon", 38, 2, 14],
  ["consciousness", "online", 21, 2, 40],
  ["integration", "boulder", 60, 5, 10],
  ["mindscape", "saopaulo", 45, 2, 16],
  ["founders", "online", 9, 6, 60],
  ["facilitation", "oslo", 28, 1, 12],
  ["trauma", "madrid", 52, 2, 14],
  ["breakthrough", "prague", 35, 2, 16],
  ["groupsessions", "online", 66, 2, 25],
  ["animals", "lyon", 41, 2, 12],
  ["horses", "boulder", 80, 2, 8],
  ["freefall", "sydney", 24, 1, 16],
  ["tbat", "dublin", 95, 2, 10],
  ["cbi", "boulder", 120, 7, 8],
  ["access", "tokyo", 16, 1, 20],
  ["foundations1", "saopaulo", 70, 2, 16],
];

/** The demo seminars, all taught by the demo instructor; prices follow the course's visitor price. */
export async function seedDemoSeminars({ db, people, clock }: DemoSeedContext): Promise<void> {
  const instructor = await people.find("instructor@demo.healingarts.example");
  if (!instructor) throw new Error("the demo instructor must be seeded before the demo seminars");
  const courses = await coursesRepository.listForSeed(db);
  const byKey = new Map(courses.map((course) => [course.title, course]));
  const today = new Date(Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS);
  // The first upcoming seminars (soonest first) get their notes in Spanish, German and Japanese (ADR 0097).
  const translated = new Set(
    DEMO_SEMINARS.filter((seminar) => seminar[2] > 0)
      .sort((a, b) => a[2] - b[2])
      .slice(0, TRANSLATED_UPCOMING_SEMINARS),
  );
  for (const demoSeminar of DEMO_SEMINARS) {
    const [courseKey, where, inDays, days, capacity] = demoSeminar;
    const demo = DEMO_COURSES.find((course) => course.key === courseKey);
    const course = demo ? byKey.get(demo.title) : undefined;
    if (!course) throw new Error(`unknown demo course ${courseKey}`);
    const place = where === "online" ? undefined : VENUES[where];
    const utcStartHour = place?.utcStartHour ?? 15;
    const dates = Array.from({ length: days }, (_, day) => {
      const startsAt = new Date(today.getTime() + (inDays + day) * DAY_MS + utcStartHour * 3_600_000);
      return { startsAt, endsAt: new Date(startsAt.getTime() + (where === "online" ? 3 : 7) * 3_600_000) };
    });
    const seminar = await repo.insertSeminar(
      db,
      {
        courseId: course.id,
        instructorId: instructor.id,
        capacity,
        priceCents: course.priceCents,
        currency: "USD",
        language: place?.language ?? "en",
        format: place ? "inPerson" : "online",
        venue: place?.venue ?? null,
        address: place?.address ?? null,
        city: place?.city ?? null,
        country: place?.country ?? null,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        onlineLink: place ? null : "https://meet.healingarts.example/seminar",
        timeZone: place?.timeZone ?? "UTC",
        notes: place
          ? `Please arrive fifteen minutes early on the first day. ${place.venue} is step-free; bring comfortable clothes and a water bottle.`
          : "The link opens fifteen minutes before each session. Please join from a quiet room with a camera on, and have a partner or a cushion ready for the practice parts.",
      },
      dates,
    );
    if (translated.has(demoSeminar)) {
      const notes = place ? SEMINAR_NOTES_TRANSLATIONS.inPerson(place.venue) : SEMINAR_NOTES_TRANSLATIONS.online;
      await seedTranslations(db, "seminar", seminar.id, notes);
    }
  }
}
