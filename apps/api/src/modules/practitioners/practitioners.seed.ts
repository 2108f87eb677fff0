import { MembershipId, type PractitionerType } from "@haa/domain";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { geography } from "../locations/locations.geography.ts";
import { insertDemoProfiles, practitionersRepository } from "./practitioners.repository.ts";

const DAY_MS = 86_400_000;

/** [first name, last name, city, state id, languages] — 4 per country, 15 countries, real cities. */
const PEOPLE: [string, string, string, string, string[]][] = [
  ["Aiko", "Tanaka", "Tokyo", "JP-13", ["ja", "en"]],
  ["Ren", "Kobayashi", "Osaka", "JP-27", ["ja"]],
  ["Yui", "Nakamura", "Kyoto", "JP-26", ["ja", "en"]],
  ["Kenji", "Watanabe", "Sapporo", "JP-01", ["ja"]],
  ["Emma", "Collins", "San Francisco", "US-CA", ["en", "es"]],
  ["Marcus", "Reed", "Austin", "US-TX", ["en"]],
  ["Sophia", "Bennett", "Denver", "US-CO", ["en"]],
  ["Daniel", "Brooks", "Boston", "US-MA", ["en", "fr"]],
  ["Chloé", "Tremblay", "Montréal", "CA-QC", ["fr", "en"]],
  ["Liam", "MacDonald", "Toronto", "CA-ON", ["en"]],
  ["Olivia", "Chen", "Vancouver", "CA-BC", ["en", "zh"]],
  ["Noah", "Fraser", "Calgary", "CA-AB", ["en"]],
  ["Harriet", "Walsh", "London", "GB-ENG", ["en"]],
  ["Oliver", "Hughes", "Manchester", "GB-ENG", ["en"]],
  ["Isla", "Campbell", "Edinburgh", "GB-SCT", ["en", "de"]],
  ["George", "Price", "Bristol", "GB-ENG", ["en"]],
  ["Lena", "Schmidt", "Berlin", "DE-BE", ["de", "en"]],
  ["Jonas", "Weber", "Munich", "DE-BY", ["de"]],
  ["Mia", "Hoffmann", "Hamburg", "DE-HH", ["de", "en"]],
  ["Felix", "Wagner", "Köln", "DE-NW", ["de"]],
  ["Camille", "Laurent", "Paris", "FR-IDF", ["fr", "en"]],
  ["Hugo", "Moreau", "Lyon", "FR-ARA", ["fr"]],
  ["Léa", "Girard", "Marseille", "FR-PAC", ["fr", "es"]],
  ["Louis", "Faure", "Bordeaux", "FR-NAQ", ["fr"]],
  ["Lucía", "García", "Madrid", "ES-MD", ["es", "en"]],
  ["Pau", "Puig", "Barcelona", "ES-CT", ["es", "fr"]],
  ["Carmen", "Navarro", "Valencia", "ES-VC", ["es"]],
  ["Javier", "Romero", "Sevilla", "ES-AN", ["es", "en"]],
  ["Inês", "Ferreira", "Lisbon", "PT-11", ["pt", "en"]],
  ["Tiago", "Costa", "Porto", "PT-13", ["pt"]],
  ["Beatriz", "Santos", "Faro", "PT-08", ["pt", "es"]],
  ["Rui", "Oliveira", "Braga", "PT-03", ["pt"]],
  ["Ana", "Souza", "São Paulo", "BR-SP", ["pt", "en"]],
  ["Rafael", "Lima", "Rio de Janeiro", "BR-RJ", ["pt", "es"]],
  ["Juliana", "Alves", "Curitiba", "BR-PR", ["pt"]],
  ["Gabriel", "Pereira", "Florianópolis", "BR-SC", ["pt"]],
  ["Charlotte", "Nguyen", "Sydney", "AU-NSW", ["en", "vi"]],
  ["Jack", "O'Connor", "Melbourne", "AU-VIC", ["en"]],
  ["Ruby", "Thompson", "Brisbane", "AU-QLD", ["en"]],
  ["Ethan", "Wright", "Perth", "AU-WA", ["en"]],
  ["Aroha", "Ngata", "Auckland", "NZ-AUK", ["en", "mi"]],
  ["James", "Wilson", "Wellington", "NZ-WGN", ["en"]],
  ["Grace", "Taylor", "Christchurch", "NZ-CAN", ["en"]],
  ["Hamish", "Stewart", "Queenstown", "NZ-OTA", ["en"]],
  ["Ingrid", "Hansen", "Oslo", "NO-03", ["no", "en"]],
  ["Erik", "Johansen", "Bergen", "NO-12", ["no"]],
  ["Silje", "Larsen", "Trondheim", "NO-50", ["no", "en"]],
  ["Magnus", "Berg", "Stavanger", "NO-11", ["no"]],
  ["Tereza", "Nováková", "Prague", "CZ-10", ["cs", "en"]],
  ["Jakub", "Dvořák", "Brno", "CZ-64", ["cs", "de"]],
  ["Eliška", "Svobodová", "Olomouc", "CZ-71", ["cs"]],
  ["Tomáš", "Černý", "Ostrava", "CZ-80", ["cs"]],
  ["Valeria", "Hernández", "Ciudad de México", "MX-CDMX", ["es", "en"]],
  ["Diego", "Ramírez", "Guadalajara", "MX-JAL", ["es"]],
  ["Ximena", "Cruz", "Oaxaca", "MX-OAX", ["es"]],
  ["Santiago", "Flores", "Puebla", "MX-PUE", ["es"]],
  ["Thandi", "Mokoena", "Johannesburg", "ZA-GP", ["en", "zu"]],
  ["Pieter", "van der Merwe", "Cape Town", "ZA-WC", ["en", "af"]],
  ["Naledi", "Khumalo", "Durban", "ZA-KZN", ["en"]],
  ["Ruan", "Botha", "Pretoria", "ZA-GP", ["en", "af"]],
];

const FOCUS = [
  "chronic back and neck pain",
  "stress, sleep and burnout",
  "digestive complaints",
  "children and families",
  "athletes recovering from injury",
  "grief and emotional balance",
  "allergies and sensitivities",
  "women's health through every stage of life",
];
const BACKGROUND = [
  "After fifteen years as a physiotherapist",
  "Having worked as a nurse in a busy emergency department",
  "Coming from a career in software",
  "Trained first as a massage therapist",
  "After teaching yoga for a decade",
  "Following my own long recovery from a sports injury",
  "As a former primary school teacher",
  "After many years in hospital administration",
];
const STYLE = [
  "Sessions are calm and unhurried; I explain each step so you always know what is happening.",
  "I work alongside your doctor or therapist and never ask you to stop a treatment you rely on.",
  "Most clients come for three or four sessions a few weeks apart, then as needed.",
  "I keep a quiet practice room with a view of the garden, and I am happy to work by distance too.",
  "I like practical homework: small changes to sleep, water and movement that fit a busy week.",
];

function bioOf(index: number, first: string, city: string, languages: string[]): string {
  const focus = FOCUS[index % FOCUS.length];
  const background = BACKGROUND[(index * 3) % BACKGROUND.length];
  const style = STYLE[(index * 7) % STYLE.length];
  const speaks = languages.length > 1 ? ` I see clients in ${languages.length} languages.` : "";
  return `${background}, I found BodyTalk when conventional care had run out of ideas for one of my clients. I have practised in ${city} for ${3 + (index % 12)} years, with a special interest in ${focus}.\n\n${style}${speaks}\n\nIf you are unsure whether a session is right for you, write to me first — ${first}.`;
}

function typesOf(index: number): PractitionerType[] {
  const types: PractitionerType[] = ["practitioner"];
  if (index % 3 === 1) types.push("animal");
  if (index % 4 === 2) types.push("advanced");
  if (index % 5 === 3) types.push("parama");
  if (index % 6 === 0) types.push("instructor");
  if (index % 7 === 4) types.push("breakthrough");
  return types;
}

const COLORS = ["#2f6f62", "#7a4d8c", "#b5542d", "#2d5f9a", "#8a6d1f", "#4b7a2f", "#9a2d5a", "#3d6b7a"];

/** A round portrait of initials, encoded as a small WebP (cheap at seed time: about 2 ms each). */
async function avatar(first: string, last: string, index: number): Promise<Buffer> {
  const initials = `${first[0] ?? ""}${last.replace(/^(van der |de |da )/i, "")[0] ?? ""}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="${COLORS[index % COLORS.length]}"/><circle cx="200" cy="40" r="90" fill="#ffffff" fill-opacity="0.12"/><text x="120" y="150" font-family="sans-serif" font-size="92" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export const DEMO_PRACTITIONER_COUNT = PEOPLE.length;

/**
 * The demo directory: 60 practitioners in 15 countries (members on the Practitioner plan, every sixth an
 * instructor), plus the demo practitioner and instructor. One password hash, the demo practitioner's, is
 * reused: a member who wants to log in as one uses the demo password.
 */
export async function seedDemoPractitioners({ db, people, clock, storage }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const practitioner = await people.find("practitioner@demo.healingarts.example");
  const instructor = await people.find("instructor@demo.healingarts.example");
  if (!practitioner) return;
  const profiles: Parameters<typeof insertDemoProfiles>[1] = [];
  for (const [index, [first, last, cityName, stateId, languages]] of PEOPLE.entries()) {
    const city = geography.city(stateId, cityName);
    const state = geography.state(stateId);
    const country = geography.country(stateId.slice(0, 2));
    if (!city || !state || !country) throw new Error(`demo practitioner city not in the geography: ${cityName}`);
    const image = await storage.put("avatars", "webp", await avatar(first, last, index), {
      contentType: "image/webp",
    });
    const types = typesOf(index);
    const slug = `${first}.${last}`
      .normalize("NFD")
      .replace(/[^A-Za-z.]/g, "")
      .toLowerCase();
    const createdAt = new Date(now.getTime() - (700 - index * 9) * DAY_MS);
    const user = await people.create({
      email: `${slug}@practitioners.healingarts.example`,
      username: slug,
      firstName: first,
      lastName: last,
      phone: `+${10 + (index % 80)} ${String(5550100 + index * 37)}`,
      passwordHash: practitioner.passwordHash,
      language: languages[0] === "ja" || languages[0] === "en" ? languages[0] : "en",
      country: country.Id,
      profileImage: image,
      webpageUrl: index % 3 === 0 ? `https://www.${slug.replace(".", "-")}-bodytalk.example` : "",
      specializations: ["BodyTalk", ...types.slice(1).map((t) => `${t[0]?.toUpperCase()}${t.slice(1)}`)].join(", "),
      bio: bioOf(index, first, city.Name, languages),
      introDescription: `Certified BodyTalk practitioner in ${city.Name}, ${country.Name}.`,
      emailConfirmedAt: createdAt,
      createdAt,
    });
    const start = new Date(now.getTime() - (index % 300) * DAY_MS);
    await people.addMembership({
      userId: user.id,
      membershipId: types.includes("instructor") ? MembershipId.Instructor : MembershipId.Practitioner,
      startDateTime: start,
      endDateTime: new Date(start.getTime() + 365 * DAY_MS),
    });
    profiles.push({
      userId: user.id,
      listed: true,
      listedAt: new Date(now.getTime() - (index * 5 + 1) * DAY_MS),
      practitionerTypes: types,
      credentialsVerifiedAt: index % 4 === 3 ? null : createdAt,
      languages,
      countryCode: country.Id,
      countryName: country.Name,
      stateId: state.Id,
      stateName: state.Name,
      city: city.Name,
      latitude: city.Latitude,
      longitude: city.Longitude,
      offersRemoteSessions: index % 2 === 0,
      showEmail: index % 2 === 1,
      showPhone: index % 5 === 0,
      showWebpage: true,
    });
  }
  // The demo practitioner and instructor: an administrator checked their credentials and granted their types;
  // where they practise and whether they are listed is their own choice, seeded by the profiles module.
  await insertDemoProfiles(db, profiles);
  for (const [user, types] of [
    [practitioner, ["practitioner", "advanced"]],
    [instructor, ["practitioner", "instructor"]],
  ] as const) {
    if (user)
      await practitionersRepository.saveAdminColumns(db, user.id, {
        practitionerTypes: [...types],
        credentialsVerifiedAt: now,
      });
  }
}
