import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { IMAGE_VARIANTS, storeImage } from "../../platform/storage/images.ts";
import { coursesRepository } from "../courses/courses.repository.ts";
import { DEMO_COURSES } from "../courses/courses.seed.ts";
import { manualsRepository as repo } from "./manuals.repository.ts";
import { grantManual } from "./manuals.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoManual {
  title: string;
  description: string;
  language: string;
  priceUsd: number;
  course?: string;
  colour: string;
  /** Chapters: a heading and its paragraphs, one chapter a page. */
  chapters: { heading: string; paragraphs: string[] }[];
  owners: { email: string; source: "purchase" | "course" | "admin"; daysAgo: number }[];
}

export const DEMO_MANUALS: readonly DemoManual[] = [
  {
    title: "Access Technique Essentials — Student Manual",
    description: "The five home routines of the Access Technique, step by step, with hand positions and timings.",
    language: "en",
    priceUsd: 25,
    course: "access",
    colour: "#2f6f73",
    chapters: [
      {
        heading: "1. Before you begin",
        paragraphs: [
          "The Access Technique is a gentle sequence of light touches. Work in a quiet room, with the receiver lying comfortably on their back.",
          "Ask about recent injuries or surgery, and never hold a position that causes discomfort. Each routine takes between two and five minutes.",
        ],
      },
      {
        heading: "2. Cortices tapping",
        paragraphs: [
          "Place one hand on the forehead and tap the back of the head gently with the other, moving slowly from the left side to the right.",
          "Repeat the pass three times, then rest both hands on the head for one minute while the receiver breathes slowly.",
        ],
      },
      {
        heading: "3. Hydration and body chemistry",
        paragraphs: [
          "Offer the receiver a glass of water before you start. Hold the hand positions of the hydration routine for thirty seconds each.",
          "The body chemistry routine follows: four positions along the torso, light contact only, each held until you feel the breath settle.",
        ],
      },
    ],
    owners: [
      { email: "standard@demo.healingarts.example", source: "course", daysAgo: 200 },
      { email: "practitioner@demo.healingarts.example", source: "course", daysAgo: 500 },
      { email: "access@demo.healingarts.example", source: "purchase", daysAgo: 30 },
    ],
  },
  {
    title: "Anatomy for Practitioners — Reference Workbook",
    description: "Muscles, fascia and the nervous system in plain language, with review questions for each chapter.",
    language: "en",
    priceUsd: 40,
    course: "anatomy",
    colour: "#7a4b2a",
    chapters: [
      {
        heading: "Chapter 1 — The fascial web",
        paragraphs: [
          "Fascia wraps every muscle, organ and nerve. Light, sustained contact affects it more than pressure does, which is why our routines stay gentle.",
          "Review: name three places where superficial fascia is easy to feel through the skin.",
        ],
      },
      {
        heading: "Chapter 2 — The autonomic nervous system",
        paragraphs: [
          "The sympathetic and parasympathetic branches balance alertness and rest. Slow breathing and warm hands invite the parasympathetic response.",
          "Review: which signs tell you that a receiver has moved into a resting state?",
        ],
      },
    ],
    owners: [
      { email: "practitioner@demo.healingarts.example", source: "purchase", daysAgo: 160 },
      { email: "standard@demo.healingarts.example", source: "admin", daysAgo: 20 },
    ],
  },
  {
    title: "Handbuch: Grundlagen der Praxis",
    description: "Die Grundlagen für Ihre ersten Sitzungen: Vorbereitung, Ablauf und Nachbesprechung.",
    language: "de",
    priceUsd: 20,
    colour: "#4b5d8a",
    chapters: [
      {
        heading: "1. Vorbereitung der Sitzung",
        paragraphs: [
          "Sorgen Sie für einen ruhigen, warmen Raum und eine bequeme Liege. Besprechen Sie vorab Anliegen und gesundheitliche Einschränkungen.",
          "Erklären Sie den Ablauf in einfachen Worten, damit sich die Person sicher und gut begleitet fühlt.",
        ],
      },
      {
        heading: "2. Nachbesprechung",
        paragraphs: [
          "Nehmen Sie sich nach jeder Sitzung fünf Minuten Zeit für Fragen. Notieren Sie Beobachtungen für das nächste Treffen.",
        ],
      },
    ],
    owners: [{ email: "access@demo.healingarts.example", source: "admin", daysAgo: 10 }],
  },
  {
    title: "Working with Groups — Facilitator's Guide",
    description: "How to plan, open and close a group session, with timings for ninety-minute and half-day formats.",
    language: "en",
    priceUsd: 30,
    course: "groupsessions",
    colour: "#5b7f3a",
    chapters: [
      {
        heading: "Planning the session",
        paragraphs: [
          "Groups of six to ten participants work best. Send the outline a week before and ask everyone to bring a blanket and water.",
          "Plan pairs in advance so that nobody waits alone, and keep one helper free to support whoever needs it.",
        ],
      },
      {
        heading: "Opening and closing",
        paragraphs: [
          "Open with a short round of names and intentions. Close with five quiet minutes and a round in which each person names one thing they noticed.",
        ],
      },
    ],
    owners: [
      { email: "instructor@demo.healingarts.example", source: "purchase", daysAgo: 90 },
      { email: "practitioner@demo.healingarts.example", source: "admin", daysAgo: 45 },
    ],
  },
];

/** Wraps a paragraph to lines that fit `width` points. */
function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A small real PDF: a title page and one page per chapter. */
export async function demoManualPdf(manual: Pick<DemoManual, "title" | "description" | "chapters">): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(manual.title);
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const cover = pdf.addPage([420, 595]);
  cover.drawText(manual.title.replace("—", "-"), {
    x: 40,
    y: 420,
    size: 18,
    font: bold,
    maxWidth: 340,
    lineHeight: 24,
  });
  cover.drawText(manual.description, {
    x: 40,
    y: 330,
    size: 11,
    font,
    maxWidth: 340,
    lineHeight: 15,
    color: rgb(0.3, 0.3, 0.3),
  });
  cover.drawText("Healing Arts Association", { x: 40, y: 60, size: 10, font });
  for (const chapter of manual.chapters) {
    const page = pdf.addPage([420, 595]);
    let y = 540;
    page.drawText(chapter.heading.replace("—", "-"), { x: 40, y, size: 14, font: bold });
    y -= 30;
    for (const paragraph of chapter.paragraphs) {
      for (const line of wrap(paragraph, 340, (text) => font.widthOfTextAtSize(text, 11))) {
        page.drawText(line, { x: 40, y, size: 11, font });
        y -= 15;
      }
      y -= 10;
    }
  }
  return Buffer.from(await pdf.save());
}

/** A cover picture: the title on the manual's colour. */
async function demoThumbnail(title: string, colour: string): Promise<Buffer> {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const words = escaped.split(" — ")[0] ?? escaped;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640"><rect width="480" height="640" fill="${colour}"/><rect x="32" y="32" width="416" height="576" fill="none" stroke="#fff" stroke-width="3"/><text x="240" y="300" font-family="serif" font-size="34" fill="#fff" text-anchor="middle">${words.slice(0, 24)}</text><text x="240" y="350" font-family="serif" font-size="34" fill="#fff" text-anchor="middle">${words.slice(24, 48)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Four manuals with real PDFs and covers, owned by the demo members. */
export async function seedDemoManuals({ db, people, clock, storage }: DemoSeedContext): Promise<void> {
  const now = clock.now().getTime();
  const courseRows = await coursesRepository.listForSeed(db);
  for (const manual of DEMO_MANUALS) {
    const courseTitle = DEMO_COURSES.find((course) => course.key === manual.course)?.title;
    const course = courseRows.find((row) => row.title === courseTitle);
    const fileUrl = await storage.put("private/manuals", "pdf", await demoManualPdf(manual));
    // One variant only: the list shows covers at card size, and the demo seed runs at every empty start.
    const thumbnail = await storeImage(storage, "manuals", await demoThumbnail(manual.title, manual.colour), {
      variants: { card: IMAGE_VARIANTS.card },
    });
    const row = await repo.insertManual(db, {
      title: manual.title,
      description: manual.description,
      language: manual.language,
      priceCents: manual.priceUsd * 100,
      courseId: course?.id ?? null,
      fileUrl,
      thumbnailUrl: thumbnail.card,
      createdAt: new Date(now - 600 * DAY_MS),
    });
    for (const owner of manual.owners) {
      const user = await people.find(owner.email);
      if (!user) continue;
      await grantManual(db, user.id, row.id, owner.source, new Date(now - owner.daysAgo * DAY_MS));
    }
  }
}
