import type { DemoSeedContext } from "../../http/module.ts";
import { membershipRepository } from "../membership/membership.repository.ts";
import { profilesRepository } from "./profiles.repository.ts";
import { resolvePlace } from "./profiles.service.ts";

/**
 * Full profiles for the demo practitioner and instructor (the practitioners module seeds the rest of the
 * directory). The practitioner is not listed yet: the profile journey turns the listing on.
 */
const DEMO_PROFILES = [
  {
    email: "practitioner@demo.healingarts.example",
    bio: "I came to this work after twelve years as a physiotherapist in Tokyo, looking for a way to treat the whole person rather than the injury in front of me. Sessions are calm and conversational: we start with what brought you in, and I follow what your body shows me. I work with office workers with chronic neck and back pain, athletes recovering from injury, and parents of young children who want gentle support for sleep and digestion.",
    intro: "Physiotherapist turned certified practitioner, working in Shibuya and online.",
    specializations: "Chronic pain, sports recovery, stress and sleep, children",
    webpage: "https://sato-bodywork.example.jp",
    languages: ["ja", "en"],
    place: ["JP", "JP-13", "Tokyo"] as const,
    listed: false,
    remote: true,
  },
  {
    email: "instructor@demo.healingarts.example",
    bio: "I have taught the foundation and advanced courses across Ireland and the UK since 2009, and I still keep a small weekly clinic in Dublin. My classes are hands-on from the first morning: every technique is practised in pairs, and I leave time for the questions that only come up once you have tried it. Before teaching I was a midwife for fifteen years, which shapes how I work with pregnancy, birth recovery and the first months of a baby's life.",
    intro: "Senior instructor and practitioner; former midwife; clinic in Dublin.",
    specializations: "Pregnancy and postnatal care, women's health, practitioner mentoring",
    webpage: "https://oneill-healing.example.ie",
    languages: ["en", "fr"],
    place: ["IE", "IE-L", "Dublin"] as const,
    listed: true,
    remote: false,
  },
];

export async function seedDemoProfiles({ db, people, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  for (const demo of DEMO_PROFILES) {
    const user = await people.find(demo.email);
    if (!user) throw new Error(`the demo member ${demo.email} must be seeded before the demo profiles`);
    await people.update(user.id, {
      bio: demo.bio,
      introDescription: demo.intro,
      specializations: demo.specializations,
      webpageUrl: demo.webpage,
    });
    await profilesRepository.save(
      db,
      user.id,
      {
        languages: demo.languages,
        ...resolvePlace(demo.place[0], demo.place[1], demo.place[2]),
        listed: demo.listed,
        listedAt: demo.listed ? new Date(now.getTime() - 200 * 86_400_000) : null,
        offersRemoteSessions: demo.remote,
        showWebpage: true,
      },
      now,
    );
  }
  const instructor = await people.find("instructor@demo.healingarts.example");
  const record = instructor ? await membershipRepository.instructor(db, instructor.id) : undefined;
  if (record) await membershipRepository.saveInstructor(db, { ...record, licenceNumber: "IBA-IE-2009-0417" });
}
