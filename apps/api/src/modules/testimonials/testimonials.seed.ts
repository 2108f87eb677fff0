import type { DemoSeedContext } from "../../http/module.ts";
import { membershipRepository } from "../membership/membership.repository.ts";
import { testimonialsRepository } from "./testimonials.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoTestimonial {
  email: string;
  text: string;
  displayName?: string;
  location?: string;
  /** Written this many days before the seed; approved a day later unless pending. */
  daysAgo: number;
  status: "approved" | "pending";
  featured?: boolean;
}

/** Ten testimonials by the demo members (membership seed), two of them waiting for approval. */
export const DEMO_TESTIMONIALS: readonly DemoTestimonial[] = [
  {
    email: "standard@demo.healingarts.example",
    text: "I joined after a friend recommended the beginner course, and the community has been the real surprise. Every question I posted in the forum got a thoughtful answer within a day, and the video library let me revise techniques at my own pace between seminars.",
    location: "Portland, Oregon",
    daysAgo: 120,
    status: "approved",
    featured: true,
  },
  {
    email: "practitioner@demo.healingarts.example",
    text: "認定プラクティショナーになるまでの道のりで、協会の講師や仲間から多くの支えをいただきました。ディレクトリに掲載されてから、京都で新しいクライアントの方々と出会えています。",
    displayName: "佐藤 陽翔",
    location: "京都",
    daysAgo: 95,
    status: "approved",
    featured: true,
  },
  {
    email: "access@demo.healingarts.example",
    text: "Die Studiengruppe in Freiburg trifft sich jeden zweiten Donnerstag. Ohne die Mitgliedschaft hätte ich nie so schnell Gleichgesinnte gefunden, mit denen ich üben kann. Die Seminarunterlagen sind klar und gut übersetzt.",
    location: "Freiburg im Breisgau",
    daysAgo: 80,
    status: "approved",
  },
  {
    email: "instructor@demo.healingarts.example",
    text: "As an instructor, the coordinator tools have saved me hours every term. Registering students, sending reminders and issuing certificates all happen in one place, which leaves me more time for what matters: teaching.",
    displayName: "Margaret O'Neill, Certified Instructor",
    location: "Galway, Ireland",
    daysAgo: 70,
    status: "approved",
    featured: true,
  },
  {
    email: "starter@demo.healingarts.example",
    text: "Comecei com o plano Starter só para experimentar e fiquei. Os webinars mensais são excelentes e a equipa responde sempre com simpatia. Estou a poupar para o curso avançado no próximo ano.",
    displayName: "Sofia A.",
    location: "Porto, Portugal",
    daysAgo: 60,
    status: "approved",
  },
  {
    email: "renewal-fails@demo.healingarts.example",
    text: "The hardship programme made it possible for me to keep my membership during a difficult year. The application was handled discreetly and quickly, and I never felt judged. I am grateful to be part of an association that looks after its members.",
    location: "Lyon, France",
    daysAgo: 45,
    status: "approved",
  },
  {
    email: "standard@demo.healingarts.example",
    text: "The session notes templates from the resource library transformed how I keep records with my clients. Small thing, big difference. Thank you to whoever put them together!",
    displayName: "Emily C.",
    daysAgo: 30,
    status: "approved",
  },
  {
    email: "instructor@demo.healingarts.example",
    text: "Twenty years in this work and I still learn something at every annual gathering. This year's sessions on working with anxious clients were outstanding, and my students have already benefited from what I brought home.",
    location: "Galway, Ireland",
    daysAgo: 14,
    status: "approved",
  },
  {
    email: "starter@demo.healingarts.example",
    text: "Gostaria de agradecer à coordenadora do grupo de Lisboa pela paciência. Aprendi mais numa tarde de prática do que em semanas a ler sozinha.",
    location: "Lisboa",
    daysAgo: 3,
    status: "pending",
  },
  {
    email: "renewal-fails@demo.healingarts.example",
    text: "Booking the spring seminar took two minutes, and the reminder e-mails meant I arrived with everything I needed. Looking forward to the next level in autumn.",
    daysAgo: 2,
    status: "pending",
  },
];

/** The demo testimonials, by demo members that exist (the membership seed runs first). */
export async function seedDemoTestimonials({ db, people, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now().getTime();
  for (const demo of DEMO_TESTIMONIALS) {
    const author = await people.find(demo.email);
    if (!author) continue;
    const membership = await membershipRepository.current(db, author.id);
    const createdAt = new Date(now - demo.daysAgo * DAY_MS);
    const approvedAt = demo.status === "approved" ? new Date(createdAt.getTime() + DAY_MS) : null;
    await testimonialsRepository.insert(db, {
      userId: author.id,
      text: demo.text,
      displayName: demo.displayName ?? null,
      location: demo.location ?? null,
      membershipId: membership?.membershipId ?? null,
      language: author.language,
      status: demo.status,
      isFeatured: demo.featured ?? false,
      createdAt,
      approvedAt,
      reviewedAt: approvedAt,
    });
  }
}
