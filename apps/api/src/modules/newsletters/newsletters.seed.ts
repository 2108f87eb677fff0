import type { DemoSeedContext } from "../../http/module.ts";
import { sanitizeRichText } from "../../platform/content-safety/rich-text.ts";
import { memberSubscriber } from "./newsletter-signup.ts";
import { newslettersRepository as repo } from "./newsletters.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const NEWSLETTERS = [
  {
    key: "news",
    name: "Association news",
    description:
      "Once a month: what the board decided, new accredited courses, changes to membership and the highlights of the forum.",
    languages: ["en", "de", "pt", "ja"],
    isDefault: true,
  },
  {
    key: "bulletin",
    name: "Practitioner bulletin",
    description:
      "For practising members: client-care guidance, insurance and regulation updates, continuing-education credits and case discussions.",
    languages: ["en", "de"],
    isDefault: false,
  },
  {
    key: "events",
    name: "Events & seminars",
    description: "Seminar dates, study-group meetings near you and early registration for the annual gathering.",
    languages: ["en", "pt"],
    isDefault: false,
  },
] as const;

type Key = (typeof NEWSLETTERS)[number]["key"];

interface DemoIssue {
  newsletter: Key;
  daysAgo: number;
  subject: string;
  body: string;
  translations?: { language: string; subject: string; body: string }[];
}

const ISSUES: readonly DemoIssue[] = [
  {
    newsletter: "news",
    daysAgo: 62,
    subject: "September news: a new ethics review and our 20th anniversary plans",
    body: `<p>Dear members,</p><p>The board met on 2 September and approved the revised <strong>Code of Ethics</strong>. The main changes concern record keeping and working with minors; the full text is on the website and the changes apply from 1 January.</p><h2>Twenty years together</h2><p>Next spring the association turns twenty. We are planning a weekend gathering in Lisbon with workshops, a members' dinner and the first in-person general assembly since 2019. If you would like to help organise it, reply to the coordinators' board in the forum.</p><ul><li>Membership cards for 2027 will be digital only.</li><li>The video library gained eleven recordings from the summer seminars.</li></ul><p>Warm regards,<br>The board</p>`,
    translations: [
      {
        language: "de",
        subject: "Neuigkeiten im September: überarbeiteter Ethikkodex und Pläne für unser 20-jähriges Jubiläum",
        body: `<p>Liebe Mitglieder,</p><p>der Vorstand hat am 2. September den überarbeiteten <strong>Ethikkodex</strong> beschlossen. Die Änderungen betreffen vor allem die Dokumentation und die Arbeit mit Minderjährigen; sie gelten ab dem 1. Januar.</p><h2>Zwanzig Jahre gemeinsam</h2><p>Im Frühjahr wird der Verband zwanzig. Wir planen ein Wochenendtreffen in Lissabon mit Workshops, einem Mitgliederessen und der ersten Präsenz-Mitgliederversammlung seit 2019.</p><ul><li>Die Mitgliedskarten für 2027 gibt es nur noch digital.</li><li>Die Videothek hat elf neue Aufzeichnungen von den Sommerseminaren.</li></ul><p>Herzliche Grüße<br>Der Vorstand</p>`,
      },
      {
        language: "pt",
        subject: "Notícias de setembro: revisão do código de ética e os 20 anos da associação",
        body: `<p>Caros membros,</p><p>A direção reuniu-se a 2 de setembro e aprovou o <strong>Código de Ética</strong> revisto. As alterações dizem respeito aos registos de sessões e ao trabalho com menores, e entram em vigor a 1 de janeiro.</p><h2>Vinte anos juntos</h2><p>Na próxima primavera a associação faz vinte anos. Estamos a preparar um fim de semana em Lisboa com workshops, um jantar de membros e a primeira assembleia geral presencial desde 2019.</p><p>Com os melhores cumprimentos,<br>A direção</p>`,
      },
    ],
  },
  {
    newsletter: "news",
    daysAgo: 31,
    subject: "October news: renewals, the new forum and hardship support",
    body: `<p>Dear members,</p><p>The new <strong>discussion forum</strong> is open: boards for each modality, a board for study-group coordinators and a quiet corner for practice questions. Please read the forum guidelines before your first post.</p><p>Renewal reminders now arrive thirty days before your membership ends, and you can switch automatic renewal on or off from your profile at any time.</p><p>If the cost of membership is a difficulty this year, the <a href="https://healingarts.example/hardshipapplication">hardship programme</a> is there for you; applications are read only by two board members.</p><p>The board</p>`,
    translations: [
      {
        language: "ja",
        subject: "10月のお知らせ：更新手続き、新しいフォーラム、会費支援制度",
        body: `<p>会員の皆さまへ</p><p>新しい<strong>ディスカッションフォーラム</strong>を開設しました。モダリティごとの掲示板、スタディグループのコーディネーター向け掲示板、実践の質問コーナーがあります。初めて投稿する前にガイドラインをお読みください。</p><p>会員期間終了の30日前に更新のお知らせが届くようになりました。自動更新はプロフィールからいつでも切り替えられます。</p><p>理事会</p>`,
      },
    ],
  },
  {
    newsletter: "bulletin",
    daysAgo: 45,
    subject: "Practitioner bulletin: session records and the new CEU rules",
    body: `<p>Colleagues,</p><p>From next year each certified practitioner needs <strong>16 continuing-education units</strong> every two years, of which at least four must come from supervised practice or peer review. Study-group hours count when the coordinator confirms your attendance.</p><h2>Keeping session records</h2><p>Several of you asked how long records must be kept. Our recommendation is seven years for adults and until the client's 25th birthday for minors, stored encrypted or under lock. The template library now includes a consent form and a short session-record sheet.</p><p>Questions are welcome in the practitioners' board of the forum.</p>`,
    translations: [
      {
        language: "de",
        subject: "Praxis-Bulletin: Sitzungsdokumentation und die neuen Fortbildungsregeln",
        body: `<p>Liebe Kolleginnen und Kollegen,</p><p>ab dem kommenden Jahr benötigen zertifizierte Praktizierende <strong>16 Fortbildungseinheiten</strong> in zwei Jahren, davon mindestens vier aus Supervision oder kollegialer Beratung.</p><h2>Aufbewahrung der Sitzungsprotokolle</h2><p>Wir empfehlen sieben Jahre bei Erwachsenen und bis zum 25. Geburtstag bei Minderjährigen, verschlüsselt oder verschlossen aufbewahrt. In der Vorlagenbibliothek finden Sie nun ein Einverständnisformular.</p>`,
      },
    ],
  },
  {
    newsletter: "events",
    daysAgo: 20,
    subject: "Seminars this winter and early registration for the spring gathering",
    body: `<p>Hello,</p><p>Three seminars still have places this winter:</p><ul><li><strong>Foundations weekend</strong>, Portland, 6–7 December</li><li><strong>Working with anxious clients</strong>, online, four Tuesday evenings from 13 January</li><li><strong>Advanced integration</strong>, Freiburg, 24–26 January</li></ul><p>Early registration for the spring gathering in Lisbon opens on 1 December, with a reduced fee for members who register before the end of the year. Study groups in Porto and Lisbon meet every second Thursday; newcomers are welcome.</p>`,
    translations: [
      {
        language: "pt",
        subject: "Seminários deste inverno e inscrições antecipadas para o encontro da primavera",
        body: `<p>Olá,</p><p>Ainda há lugares em três seminários este inverno:</p><ul><li><strong>Fim de semana de fundamentos</strong>, Portland, 6–7 de dezembro</li><li><strong>Trabalhar com clientes ansiosos</strong>, online, quatro terças-feiras a partir de 13 de janeiro</li><li><strong>Integração avançada</strong>, Friburgo, 24–26 de janeiro</li></ul><p>As inscrições antecipadas para o encontro de primavera em Lisboa abrem a 1 de dezembro. Os grupos de estudo do Porto e de Lisboa reúnem-se de quinze em quinze dias, à quinta-feira.</p>`,
      },
    ],
  },
];

/** Which demo members receive which newsletters, and in which language. */
const SUBSCRIPTIONS: readonly { email: string; newsletters: Key[]; language?: string }[] = [
  { email: "starter@demo.healingarts.example", newsletters: ["news", "events"] },
  { email: "access@demo.healingarts.example", newsletters: ["news"], language: "de" },
  { email: "standard@demo.healingarts.example", newsletters: ["news", "events"] },
  { email: "practitioner@demo.healingarts.example", newsletters: ["news", "bulletin"] },
  { email: "instructor@demo.healingarts.example", newsletters: ["news", "bulletin", "events"] },
];

/** Three newsletters, four sent issues (some translated) and the demo members' subscriptions. */
export async function seedDemoNewsletters({ db, people, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  const ids = new Map<Key, number>();
  for (const [index, newsletter] of NEWSLETTERS.entries()) {
    const row = await repo.insertNewsletter(db, {
      name: newsletter.name,
      description: newsletter.description,
      languages: [...newsletter.languages],
      isDefault: newsletter.isDefault,
      sortOrder: index,
      createdAt: new Date(now.getTime() - 400 * DAY_MS),
    });
    ids.set(newsletter.key, row.id);
  }
  for (const issue of ISSUES) {
    const sentAt = new Date(now.getTime() - issue.daysAgo * DAY_MS);
    await repo.insertIssue(db, {
      newsletterId: ids.get(issue.newsletter) ?? 0,
      subject: issue.subject,
      // The demo texts go through the same sanitiser as an administrator's.
      body: sanitizeRichText(issue.body),
      language: "en",
      translations: (issue.translations ?? []).map((t) => ({ ...t, body: sanitizeRichText(t.body) })),
      status: "sent",
      createdAt: new Date(sentAt.getTime() - DAY_MS),
      sentAt,
      completedAt: sentAt,
    });
  }
  for (const demo of SUBSCRIPTIONS) {
    const user = await people.find(demo.email);
    if (!user) continue;
    const subscriber = await memberSubscriber(db, user, now, demo.language);
    const wanted = demo.newsletters.map((key) => ids.get(key) ?? 0);
    await repo.subscribe(db, subscriber.id, wanted, now, now);
  }
}
