import { readFile } from "node:fs/promises";
import path from "node:path";
import type { MediaPermission, TranslatableKind, Translations } from "@haa/domain";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import type { DemoSeedContext } from "../../http/module.ts";
import { storeImage } from "../../platform/storage/images.ts";
import { seedTranslations } from "../../platform/translations/translations.ts";
import { API_ROOT } from "../../shared/paths.ts";
import { mediaRepository as repo } from "./media.repository.ts";
import {
  DOWNLOAD_GROUP_TRANSLATIONS,
  DOWNLOAD_TRANSLATIONS,
  VIDEO_CATEGORY_TRANSLATIONS,
  VIDEO_TRANSLATIONS,
} from "./media.seed-translations.ts";
import { DOWNLOAD_FOLDER, THUMBNAIL_FOLDER, THUMBNAIL_VARIANTS, VIDEO_FOLDER } from "./media.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The one short real clip shipped with the code (the self-study demo's), shared by every demo video. */
const DEMO_CLIP = { video: "body-awareness.webm", captions: "body-awareness.en.vtt", seconds: 8 };

interface Shelf {
  name: string;
  colour: string;
  permission: MediaPermission;
}

export const DEMO_VIDEO_CATEGORIES: readonly (Shelf & { videos: [string, string][] })[] = [
  {
    name: "Getting started",
    colour: "#2f6f73",
    permission: "Video & Resource Library",
    videos: [
      ["Welcome to the association", "What membership gives you, where to find courses and how the directory works."],
      [
        "Your first session: what to expect",
        "A practitioner walks through a first appointment, from intake to aftercare.",
      ],
      ["Body awareness at home", "A short guided routine to notice breath, posture and tension before you rest."],
      ["How to choose a course", "Beginner, advanced and self-study paths explained with examples."],
      ["Finding a study group near you", "Use the events calendar to join a local or online practice circle."],
    ],
  },
  {
    name: "Self-care routines",
    colour: "#5b7f3a",
    permission: "Video & Resource Library",
    videos: [
      ["Morning grounding in five minutes", "Three gentle touches and a breathing pattern to start the day settled."],
      ["Evening wind-down", "A quiet sequence for the end of the day, done seated or lying down."],
      ["Hydration and rest", "Why water and sleep matter for the work, with a simple daily checklist."],
      ["Tapping for focus", "A light tapping routine to clear the head before study or work."],
      ["Breathing through stress", "Slow counted breathing you can use anywhere, demonstrated step by step."],
    ],
  },
  {
    name: "Practitioner skills",
    colour: "#7a4b2a",
    permission: "Video & Resource Library",
    videos: [
      ["Taking a client history", "Questions to ask, what to write down and how to keep notes private."],
      ["Hand positions refresher", "The core hand positions shown slowly from two camera angles."],
      ["Working with children", "Consent, shorter sessions and keeping a parent involved."],
      ["Session pacing", "How long to hold each step and how to notice when to move on."],
      ["Closing a session well", "Aftercare advice, booking the next visit and writing up your notes."],
    ],
  },
  {
    name: "Conference talks",
    colour: "#4b5d8a",
    permission: "Video & Resource Library",
    videos: [
      ["Touch, attention and the nervous system", "Opening keynote of the 2025 members' conference."],
      ["Building a practice in a small town", "A practitioner shares five years of lessons from rural practice."],
      ["Research round-up", "What recent studies on gentle touch therapies do and do not show."],
      ["Animal sessions in the clinic", "A veterinary nurse on working safely with cats, dogs and horses."],
      ["Panel: teaching online", "Instructors compare what works in live online seminars."],
    ],
  },
  {
    name: "Founder Video Archive",
    colour: "#8a3b5d",
    permission: "Founder Video Archive",
    videos: [
      ["The first seminar, 1995", "Restored footage of the founders' very first teaching weekend."],
      ["Conversations with the founders", "An evening interview on where the method came from."],
      ["Early case notes explained", "The founders read and discuss their notebooks from the first clinic."],
      ["Teaching the teachers", "The founders' own instructor training day, with commentary."],
      ["Looking ahead: the 2010 address", "A talk on how the association should grow, and what it should never lose."],
    ],
  },
];

export const DEMO_DOWNLOAD_GROUPS: readonly (Shelf & { description: string; files: [string, string][] })[] = [
  {
    name: "Forms and intake",
    description: "Forms to use with clients before and after a session.",
    colour: "#2f6f73",
    permission: "Video & Resource Library",
    files: [
      ["Client intake form", "Contact details, health history and consent in one page."],
      ["Consent for minors", "Parent or guardian consent for clients under 18."],
      ["Session notes template", "A page per session: what was done, what was observed, next steps."],
      ["Cancellation policy sample", "A friendly, clear policy you can adapt for your practice."],
      ["Referral letter template", "For referring a client to a doctor or another practitioner."],
      ["Animal session consent", "Owner consent and the animal's health notes."],
      ["Privacy notice for clients", "How you keep and protect client records."],
    ],
  },
  {
    name: "Home care handouts",
    description: "Simple handouts to give clients after a session.",
    colour: "#5b7f3a",
    permission: "Video & Resource Library",
    files: [
      ["After your session", "What to expect in the next 48 hours and how to look after yourself."],
      ["Morning grounding routine", "The five-minute routine from the video, as a one-page handout."],
      ["Evening wind-down routine", "A printed version of the evening sequence."],
      ["Drinking enough water", "A hydration checklist for busy days."],
      ["Sleep and rest tips", "Small changes that help people rest better."],
      ["Breathing card", "A pocket card with the counted breathing pattern."],
      ["Tapping for focus", "Step-by-step pictures of the tapping routine."],
      ["Caring for your pet after a session", "Aftercare advice for animal clients' owners."],
    ],
  },
  {
    name: "Practice resources",
    description: "Checklists and guides for running a practice.",
    colour: "#7a4b2a",
    permission: "Video & Resource Library",
    files: [
      ["Setting up your treatment room", "Lighting, temperature, hygiene and accessibility."],
      ["Pricing your sessions", "How members in different countries set their fees."],
      ["Marketing without hype", "Honest ways to describe your work and find clients."],
      ["Keeping records safely", "Retention periods and secure storage for notes."],
      ["Insurance checklist", "What to ask an insurer before you open your practice."],
      ["Working with other health professionals", "Building referral relationships that last."],
      ["Continuing education planner", "Track your CE credits across a two-year cycle."],
      ["Ethics quick reference", "The association's code of ethics on two pages."],
    ],
  },
  {
    name: "Founder archive papers",
    description: "Scanned notes and early writings from the founders' archive.",
    colour: "#8a3b5d",
    permission: "Founder Video Archive",
    files: [
      ["The first course outline", "The founders' handwritten plan for the first seminar, transcribed."],
      ["Letters to the first students", "Three letters sent after the first teaching weekend."],
      ["Early clinic notebook", "Selected pages from the first clinic's notebook."],
      ["On gentle touch", "An early essay on why the method stays light and slow."],
      ["Founding charter", "The association's first charter, as adopted."],
      ["Notes for instructors", "Guidance the founders wrote for the first instructors."],
      ["The 2010 address", "The full text of the talk in the archive video."],
    ],
  },
];

function thumbnailSvg(colour: string, index: number): string {
  const wave = 180 + (index % 5) * 12;
  const circle = 60 + ((index * 37) % 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<rect width="480" height="270" fill="${colour}"/>
<circle cx="${circle}" cy="${80 + (index % 3) * 20}" r="${40 + (index % 4) * 10}" fill="#ffffff" fill-opacity="0.2"/>
<path d="M0 ${wave} C 120 ${wave - 50}, 240 ${wave + 50}, 480 ${wave - 20} L 480 270 L 0 270 Z" fill="#ffffff" fill-opacity="0.18"/>
<path d="M215 110 L215 160 L258 135 Z" fill="#ffffff" fill-opacity="0.85"/></svg>`;
}

/** A small real one-page PDF for a demo download. */
async function demoPdf(title: string, description: string, group: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([420, 595]);
  page.drawText("Healing Arts Association", { x: 40, y: 540, size: 10, font, color: rgb(0.3, 0.3, 0.3) });
  page.drawText(title, { x: 40, y: 500, size: 18, font: bold, maxWidth: 340, lineHeight: 22 });
  page.drawText(description, { x: 40, y: 440, size: 11, font, maxWidth: 340, lineHeight: 15 });
  page.drawText(`From the "${group}" collection of the members' library.`, {
    x: 40,
    y: 60,
    size: 9,
    font,
    color: rgb(0.4, 0.4, 0.4),
  });
  return Buffer.from(await pdf.save());
}

export function demoFileName(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}.pdf`;
}

/** 25 videos in 5 categories and 30 downloads in 4 groups (issue 10 demo content). */
export async function seedDemoMedia({ db, storage, clock }: DemoSeedContext): Promise<void> {
  const assets = path.join(API_ROOT, "assets", "media");
  const videoUrl = await storage.put(VIDEO_FOLDER, "webm", await readFile(path.join(assets, DEMO_CLIP.video)));
  const captionsUrl = await storage.put(VIDEO_FOLDER, "vtt", await readFile(path.join(assets, DEMO_CLIP.captions)));
  const now = clock.now().getTime();
  // The translations of the demo shelves and of a few items (ADR 0097), found by their English words.
  const translate = async (
    kind: TranslatableKind,
    words: Record<string, Translations>,
    english: string,
    id: number,
  ) => {
    const translations = words[english];
    if (translations) await seedTranslations(db, kind, id, translations);
  };
  let index = 0;
  for (const [position, category] of DEMO_VIDEO_CATEGORIES.entries()) {
    const row = await repo.insertCategory(db, {
      name: category.name,
      sortBy: (position + 1) * 10,
      permission: category.permission,
    });
    await translate("videoCategory", VIDEO_CATEGORY_TRANSLATIONS, category.name, row.id);
    for (const [title, description] of category.videos) {
      index += 1;
      const png = await sharp(Buffer.from(thumbnailSvg(category.colour, index)))
        .png()
        .toBuffer();
      const thumbnail = await storeImage(storage, THUMBNAIL_FOLDER, png, { variants: THUMBNAIL_VARIANTS });
      const video = await repo.insertVideo(db, {
        categoryId: row.id,
        title,
        description,
        durationSeconds: DEMO_CLIP.seconds,
        videoUrl,
        captionsUrl,
        thumbnailUrl: thumbnail.card,
        createdAt: new Date(now - index * 3 * DAY_MS),
      });
      await translate("video", VIDEO_TRANSLATIONS, title, video.id);
    }
  }
  let fileIndex = 0;
  for (const [position, group] of DEMO_DOWNLOAD_GROUPS.entries()) {
    const row = await repo.insertGroup(db, {
      name: group.name,
      description: group.description,
      sortBy: (position + 1) * 10,
      permission: group.permission,
    });
    await translate("downloadGroup", DOWNLOAD_GROUP_TRANSLATIONS, group.name, row.id);
    for (const [title, description] of group.files) {
      fileIndex += 1;
      const bytes = await demoPdf(title, description, group.name);
      const file = await repo.insertFile(db, {
        groupId: row.id,
        title,
        description,
        fileName: demoFileName(title),
        extension: "pdf",
        sizeBytes: bytes.length,
        fileUrl: await storage.put(DOWNLOAD_FOLDER, "pdf", bytes),
        downloadCount: (fileIndex * 7) % 40,
        createdAt: new Date(now - fileIndex * DAY_MS),
      });
      await translate("download", DOWNLOAD_TRANSLATIONS, title, file.id);
    }
  }
}
