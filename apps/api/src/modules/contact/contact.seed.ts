import type { DemoSeedContext } from "../../http/module.ts";
import { contactRepository } from "./contact.repository.ts";

const HOUR_MS = 60 * 60 * 1000;

/** Three messages in the administrator's inbox: two open, one already handled. */
export const DEMO_CONTACT_MESSAGES = [
  {
    name: "Grace Okafor",
    email: "grace.okafor@example.org",
    subject: "Beginner seminars in West Africa",
    message:
      "Hello, I am a massage therapist in Lagos and would love to take the beginner course. Are there any seminars planned in Nigeria or Ghana next year, or is the self-study option the best way to start?",
    language: "en",
    hoursAgo: 5,
    handled: false,
  },
  {
    name: "Lucía Fernández",
    email: "lucia.fernandez@example.es",
    subject: "Factura para mi empresa",
    message:
      "Buenos días: pagué la membresía Standard el mes pasado y necesito una factura a nombre de mi consulta, con el NIF. ¿Pueden enviármela? Muchas gracias.",
    language: "es",
    hoursAgo: 30,
    handled: false,
  },
  {
    name: "Thomas Nygaard",
    email: "thomas.nygaard@example.no",
    subject: "Change of e-mail for the newsletter",
    message:
      "I moved to a new address and would like the community newsletter to go to my new e-mail. I updated my profile, but I am not sure it changed the subscription too.",
    language: "no",
    hoursAgo: 72,
    handled: true,
  },
] as const;

/** The demo inbox; the handled message was handled by the administrator (created by the account seed). */
export async function seedDemoContactMessages({ db, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now().getTime();
  for (const demo of DEMO_CONTACT_MESSAGES) {
    const createdAt = new Date(now - demo.hoursAgo * HOUR_MS);
    await contactRepository.insert(db, {
      name: demo.name,
      email: demo.email,
      subject: demo.subject,
      message: demo.message,
      language: demo.language,
      createdAt,
      handledAt: demo.handled ? new Date(createdAt.getTime() + 4 * HOUR_MS) : null,
    });
  }
}
