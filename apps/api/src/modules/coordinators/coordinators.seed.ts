import { addYearsUtc, MembershipId } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { hashToken, randomToken } from "../../shared/random-token.ts";
import { membershipRepository } from "../membership/membership.repository.ts";
import { DEMO_INSTRUCTOR, DEMO_PASSWORD } from "../membership/membership.seed.ts";
import { coordinatorsRepository as repo } from "./coordinators.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const DOMAIN = "demo.healingarts.example";

/** Seven instructors besides the demo instructor@ (ADR 0046), on the instructor level like the membership seed. */
export const DEMO_INSTRUCTORS = [
  { key: "elena", firstName: "Elena", lastName: "Vargas", country: "ES", language: "es" },
  { key: "tomas", firstName: "Tomáš", lastName: "Novák", country: "CZ", language: "cs" },
  { key: "ingrid", firstName: "Ingrid", lastName: "Halvorsen", country: "NO", language: "no" },
  { key: "kenji", firstName: "Kenji", lastName: "Watanabe", country: "JP", language: "ja" },
  { key: "claire", firstName: "Claire", lastName: "Dubois", country: "FR", language: "fr" },
  { key: "lucas", firstName: "Lucas", lastName: "Almeida", country: "BR", language: "pt" },
  { key: "hannah", firstName: "Hannah", lastName: "Schmidt", country: "DE", language: "de" },
] as const;

export const demoInstructorEmail = (key: string) => `${key}.instructor@${DOMAIN}`;

export const DEMO_AGREEMENT = {
  title: "Coordinator Agreement",
  body: [
    "1. Duties. As a coordinator you help the instructor who invited you to organise seminars: you book venues, answer prospective students' questions, keep the seminar's details current and make sure students receive the course materials on time. You act on the instructor's behalf only within the permissions the instructor gives you, and you tell the instructor promptly about anything that affects a seminar.",
    "2. Confidentiality. Course materials, unpublished seminar plans and internal communication of the association are confidential. You do not copy, publish or pass them on, during this agreement or after it ends.",
    "3. Student data. You see students' names, e-mail addresses and attendance only to organise the instructor's seminars. You keep this data on the platform, never export it to personal lists or use it for your own marketing, and you tell the association at once if you believe it has been exposed. The association remains responsible for the data under applicable data protection law.",
    "4. Payments. Students pay through the platform only. You never collect seminar fees, deposits or donations in cash or to your own accounts; any arrangement about your compensation is between you and the instructor and is not handled by the association.",
    "5. Termination. Either you or the instructor may end the coordination at any time from the coordinators pages; the association may end it if this agreement is breached. When it ends you lose access to the instructor's seminars, venues and students, and the duties of sections 2 and 3 continue.",
  ].join("\n\n"),
};

type LinkState = "pending" | "active" | "awaiting" | "archived" | "rejected";

/**
 * Coordinators in every state: standard@ works for instructor@ (accepted, agreement signed), access@ is invited,
 * practitioner@ awaits the agreement for Elena, an archived link and a rejected one, and an invitation to an
 * address without an account. starter@ has no link, so the browser journey can invite them.
 */
const LINKS: { instructor: string; coordinator: string; state: LinkState; daysAgo: number }[] = [
  { instructor: `instructor@${DOMAIN}`, coordinator: `standard@${DOMAIN}`, state: "active", daysAgo: 90 },
  { instructor: `instructor@${DOMAIN}`, coordinator: `access@${DOMAIN}`, state: "pending", daysAgo: 3 },
  { instructor: `instructor@${DOMAIN}`, coordinator: demoInstructorEmail("hannah"), state: "archived", daysAgo: 200 },
  { instructor: `instructor@${DOMAIN}`, coordinator: "maria.lopez@example.org", state: "pending", daysAgo: 1 },
  { instructor: demoInstructorEmail("elena"), coordinator: `practitioner@${DOMAIN}`, state: "awaiting", daysAgo: 10 },
  { instructor: demoInstructorEmail("elena"), coordinator: demoInstructorEmail("lucas"), state: "active", daysAgo: 60 },
  { instructor: demoInstructorEmail("tomas"), coordinator: `standard@${DOMAIN}`, state: "active", daysAgo: 45 },
  {
    instructor: demoInstructorEmail("ingrid"),
    coordinator: demoInstructorEmail("kenji"),
    state: "pending",
    daysAgo: 2,
  },
  {
    instructor: demoInstructorEmail("kenji"),
    coordinator: demoInstructorEmail("claire"),
    state: "archived",
    daysAgo: 150,
  },
  { instructor: demoInstructorEmail("claire"), coordinator: `access@${DOMAIN}`, state: "rejected", daysAgo: 30 },
  {
    instructor: demoInstructorEmail("lucas"),
    coordinator: demoInstructorEmail("tomas"),
    state: "awaiting",
    daysAgo: 5,
  },
  {
    instructor: demoInstructorEmail("hannah"),
    coordinator: demoInstructorEmail("ingrid"),
    state: "active",
    daysAgo: 120,
  },
];

export async function seedDemoCoordinators({ db, people, clock, passwords }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // One hash for all seven: hashing is deliberately slow.
  const passwordHash = await passwords.hash(DEMO_PASSWORD);
  for (const [index, person] of DEMO_INSTRUCTORS.entries()) {
    const user = await people.create({
      email: demoInstructorEmail(person.key),
      username: `${person.key}.instructor`,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: `+1 555 020 ${String(index).padStart(4, "0")}`,
      passwordHash,
      language: person.language,
      country: person.country,
      emailConfirmedAt: now,
      createdAt: ago(500 - index * 20),
    });
    const start = ago(100 + index * 15);
    await membershipRepository.insert(db, {
      userId: user.id,
      membershipId: MembershipId.Instructor,
      startDateTime: start,
      endDateTime: addYearsUtc(start, 1),
      status: "active",
      autoRenew: true,
      createdAt: start,
      updatedAt: start,
    });
    await membershipRepository.saveInstructor(db, {
      userId: user.id,
      instructorLevel: DEMO_INSTRUCTOR.instructorLevel,
      licensingFeeCents: DEMO_INSTRUCTOR.licensingFeeCents,
      totalCreditsEarnedCents: 0,
      updatedAt: now,
    });
  }

  const agreement = await repo.insertAgreement(db, {
    version: 1,
    title: DEMO_AGREEMENT.title,
    body: DEMO_AGREEMENT.body,
    publishedAt: ago(365),
  });

  const signed = new Set<number>();
  for (const link of LINKS) {
    const instructor = await people.find(link.instructor);
    if (!instructor) throw new Error(`demo instructor ${link.instructor} missing`);
    const coordinator = await people.find(link.coordinator);
    const invitedAt = ago(link.daysAgo);
    const answered = link.state !== "pending";
    await repo.insert(db, {
      instructorId: instructor.id,
      coordinatorId: coordinator?.id ?? null,
      inviteeEmail: link.coordinator,
      message: link.state === "pending" ? "I would love your help with the spring seminars." : null,
      status: link.state === "pending" ? "pending" : link.state === "rejected" ? "rejected" : "accepted",
      // Nobody holds the demo links' tokens: a fresh random one, stored hashed like a real invitation.
      tokenHash: hashToken(randomToken()),
      tokenExpiresAt: new Date(invitedAt.getTime() + 14 * DAY_MS),
      tokenUsedAt: answered ? new Date(invitedAt.getTime() + DAY_MS) : null,
      invitedBy: instructor.id,
      createdAt: invitedAt,
      respondedAt: answered ? new Date(invitedAt.getTime() + DAY_MS) : null,
      archivedAt: link.state === "archived" ? ago(Math.max(1, link.daysAgo - 30)) : null,
      archivedBy: link.state === "archived" ? instructor.id : null,
    });
    if (coordinator && (link.state === "active" || link.state === "archived") && !signed.has(coordinator.id)) {
      signed.add(coordinator.id);
      await repo.insertAcceptance(db, {
        userId: coordinator.id,
        agreementId: agreement.id,
        acceptedAt: new Date(invitedAt.getTime() + 2 * DAY_MS),
        ip: "203.0.113.10",
      });
    }
  }
}
