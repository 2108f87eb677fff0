/**
 * The demo blog (issue 7 "Demo content"): twelve published posts about the practice and association life,
 * some in other languages, plus one scheduled and one hidden post for the administrator's list. Bodies are
 * the HTML an administrator would write; the seed sends them through the same sanitiser.
 */

export interface DemoPost {
  title: string;
  language: "en" | "de" | "pt" | "es" | "ja" | "fr";
  tags: string[];
  /** Days before the seed date (negative: scheduled in the future). */
  daysAgo: number;
  featured?: boolean;
  hidden?: boolean;
  /** E-mail of the demo author; the administrator when absent. */
  author?: string;
  /** Two colours of the generated banner. */
  colors: [string, string];
  body: string;
  /** Comments: demo member e-mail and text, oldest first. */
  comments: [string, string][];
}

const INSTRUCTOR = "instructor@demo.healingarts.example";
const STARTER = "starter@demo.healingarts.example";
const ACCESS = "access@demo.healingarts.example";
const STANDARD = "standard@demo.healingarts.example";
const PRACTITIONER = "practitioner@demo.healingarts.example";

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: "Listening Before Touching: How a Session Begins",
    language: "en",
    tags: ["practice", "beginners"],
    daysAgo: 3,
    featured: true,
    author: INSTRUCTOR,
    colors: ["#2f6f62", "#e3c58d"],
    body: `<p>People who book their first session often expect the work to start with the hands. In our practice it starts earlier, with the questions we ask and, more importantly, with how we listen to the answers.</p>
<h2>The intake conversation</h2>
<p>Before anyone lies on the table, we spend ten to fifteen minutes talking. What brings you here today? What has changed in your sleep, your digestion, your energy? Which situations make the discomfort worse? These questions are not a formality: they show the client that their own observations matter, and they give the practitioner a map.</p>
<h2>Neuromuscular feedback</h2>
<p>Once the client is comfortable, we use light muscle feedback to ask the body which areas to address first. Beginners are sometimes surprised that the priority is rarely the place that hurts. A tight shoulder may lead us to the breath, and the breath to an old worry that has been carried for months.</p>
<blockquote>The body keeps a very honest diary. Our job is to read it without rushing to the last page.</blockquote>
<h2>What you can do at home</h2>
<ul><li>Notice when you hold your breath during the day.</li><li>Write down three moments each evening when you felt at ease.</li><li>Bring those notes to your next session.</li></ul>
<p>If you are new to the work, our <a href="https://healingarts.example/courses">introductory course</a> explains the protocol step by step.</p>`,
    comments: [
      [
        STARTER,
        "This matches my first session exactly. I came in for my knee and we spent most of the time on my breathing!",
      ],
      [STANDARD, "Thank you for the home exercises. The evening notes have already changed how I sleep."],
      [PRACTITIONER, "I share this article with every new client before their first appointment."],
    ],
  },
  {
    title: "Five Minutes of Tapping for a Calmer Afternoon",
    language: "en",
    tags: ["self-care", "stress"],
    daysAgo: 9,
    author: INSTRUCTOR,
    colors: ["#5a4b8a", "#f2d6c9"],
    body: `<p>The mid-afternoon slump is familiar to most of us: attention scatters, shoulders creep upwards and the to-do list suddenly looks endless. A short self-care routine can reset the nervous system without leaving your desk.</p>
<h2>The routine</h2>
<ol><li>Sit with both feet on the floor and take three slow breaths, longer on the out-breath.</li><li>Tap gently on the top of your head with your fingertips while breathing in and out twice.</li><li>Move to the sternum and tap for two more breaths.</li><li>Finish by resting one hand on your belly and one on your heart for a minute.</li></ol>
<p>The tapping is light, about the pressure you would use to check that a peach is ripe. There is nothing to force; the point is to bring attention back into the body.</p>
<h3>When to use it</h3>
<p>Before a difficult phone call, after a long meeting, or whenever you notice that you have read the same paragraph three times. Members of our study groups report that doing it at the same time every day makes it a habit within two weeks.</p>`,
    comments: [
      [ACCESS, "Ich mache das jetzt jeden Tag um 15 Uhr. Es hilft wirklich!"],
      [STARTER, "Simple and effective. Could you make a short video of the sequence?"],
    ],
  },
  {
    title: "Annual General Meeting 2026: What the Members Decided",
    language: "en",
    tags: ["association", "news"],
    daysAgo: 14,
    colors: ["#1f4e79", "#9cc3e6"],
    body: `<p>More than 180 members joined this year's Annual General Meeting, about a third of them online from eleven countries. Thank you to everyone who took part, asked questions and voted.</p>
<h2>Decisions</h2>
<ul><li>The membership fees stay unchanged for the coming year.</li><li>A hardship fund will cover part of the fee for members facing financial difficulty; applications are reviewed confidentially.</li><li>Two new board members were elected: Ana Ribeiro (Lisbon) and Kenji Watanabe (Osaka).</li></ul>
<h2>The year ahead</h2>
<p>The board presented its plans: translated course materials in Portuguese and Japanese, a practitioner directory with better search, and regional study groups in places where no instructor is available yet.</p>
<p>The full minutes are available to members in the downloads area. If you have questions about any decision, write to the secretary through the contact form.</p>`,
    comments: [
      [STANDARD, "Great to see the hardship fund approved. It will make a real difference."],
      [PRACTITIONER, "Congratulations to Kenji! We finally have a board member close to us in Japan."],
    ],
  },
  {
    title: "Why Practitioners Keep a Session Journal",
    language: "en",
    tags: ["practice", "professional"],
    daysAgo: 21,
    author: PRACTITIONER,
    colors: ["#6b4f2a", "#efe1c6"],
    body: `<p>After several hundred sessions, memory stops being a reliable record. A journal does not replace client notes, but it captures something they do not: how the practitioner was working that day.</p>
<h2>What I write down</h2>
<ul><li>My own state before the session: rested, hurried, distracted?</li><li>Which part of the protocol felt clear and which felt uncertain.</li><li>A question to take to my next supervision or study group.</li></ul>
<p>Reading back over a year of entries, I noticed that my least clear sessions clustered on days when I had booked clients back to back. I now keep fifteen minutes between appointments, and both my clients and I notice the difference.</p>
<p>Keep the journal free of client names and identifying details; it is about your practice, not about them.</p>`,
    comments: [[INSTRUCTOR, "An excellent habit. I ask all my advanced students to keep one during their practicum."]],
  },
  {
    title: "Sieben Dinge, die ich in meinem ersten Ausbildungsjahr gelernt habe",
    language: "de",
    tags: ["ausbildung", "erfahrungen"],
    daysAgo: 27,
    author: ACCESS,
    colors: ["#3d5a3d", "#d8e4bc"],
    body: `<p>Vor einem Jahr habe ich meinen ersten Kurs besucht, eher aus Neugier als mit einem Plan. Heute arbeite ich regelmäßig mit Familie und Freunden und bereite mich auf die Zertifizierung vor. Hier ist, was ich gelernt habe.</p>
<ol><li><strong>Üben schlägt Lesen.</strong> Das Handbuch ist wichtig, aber verstanden habe ich das Protokoll erst nach fünfzig Sitzungen.</li><li><strong>Die Studiengruppe trägt.</strong> Einmal im Monat treffen wir uns online, und die Fragen der anderen sind oft genau meine.</li><li><strong>Weniger ist mehr.</strong> Eine kurze, klare Sitzung wirkt oft stärker als eine lange.</li><li><strong>Die eigene Verfassung zählt.</strong> Wenn ich müde bin, merke ich es an jeder Rückmeldung.</li><li><strong>Fragen stellen.</strong> Die Instruktorinnen antworten gern, auch auf einfache Fragen.</li><li><strong>Notizen helfen.</strong> Ich schreibe nach jeder Sitzung drei Sätze auf.</li><li><strong>Geduld.</strong> Veränderungen zeigen sich oft erst Tage später.</li></ol>
<p>Wer gerade anfängt: Meldet euch bei einer Studiengruppe in eurer Nähe an. Es lohnt sich.</p>`,
    comments: [
      [INSTRUCTOR, "Wonderful summary, Jonas. Point three is the one most students learn last!"],
      [STARTER, "Obrigada por partilhar! Vou procurar um grupo de estudo em Lisboa."],
    ],
  },
  {
    title: "O toque que escuta: a prática em Portugal",
    language: "pt",
    tags: ["comunidade", "portugal"],
    daysAgo: 33,
    author: STARTER,
    colors: ["#8a3b2e", "#f5d5b8"],
    body: `<p>Há cinco anos éramos três praticantes em Lisboa. Hoje somos mais de quarenta, espalhados entre Lisboa, Porto, Coimbra e os Açores, e encontramo-nos todos os meses num grupo de estudo.</p>
<h2>Como tudo começou</h2>
<p>O primeiro curso em português aconteceu numa sala emprestada por uma escola de ioga. Os manuais ainda estavam em inglês, e traduzíamos os termos técnicos em conjunto, ao fim do dia, com chá e muita paciência.</p>
<h2>O que mudou</h2>
<ul><li>Os materiais do curso introdutório já estão traduzidos.</li><li>Temos sessões de prática supervisionada a cada trimestre.</li><li>Vários hospitais privados convidaram praticantes para apresentar o método às equipas de enfermagem.</li></ul>
<p>Se vive em Portugal e quer conhecer o grupo, escreva-nos através do formulário de contacto da associação.</p>`,
    comments: [[PRACTITIONER, "素晴らしい活動ですね。日本でも同じような勉強会を始めたいです。"]],
  },
  {
    title: "からだの声を聴く：日本での勉強会レポート",
    language: "ja",
    tags: ["コミュニティ", "勉強会"],
    daysAgo: 40,
    author: PRACTITIONER,
    colors: ["#7a2e4a", "#f4cfdc"],
    body: `<p>先月、大阪で初めての対面勉強会を開きました。参加者は十二名で、そのうち半数が入門コースを終えたばかりの方でした。</p>
<h2>当日の内容</h2>
<ul><li>基本プロトコルの復習と、よくある質問への回答</li><li>二人一組でのセッション練習（各三十分）</li><li>セッション後の振り返りと記録の書き方</li></ul>
<p>練習の後、多くの参加者が「相手のからだに耳を傾ける」感覚が少しつかめたと話していました。特に、呼吸に意識を向ける時間を長く取ったことが好評でした。</p>
<h2>次回の予定</h2>
<p>次回は東京で開催する予定です。日程が決まり次第、イベントページでお知らせします。オンライン参加も可能にする予定です。</p>`,
    comments: [[INSTRUCTOR, "Thank you for organising this, Haruto. I would love to join the Tokyo meeting online."]],
  },
  {
    title: "Cuidar al cuidador: autocuidado para terapeutas",
    language: "es",
    tags: ["autocuidado", "profesional"],
    daysAgo: 46,
    author: INSTRUCTOR,
    colors: ["#2e5e7a", "#cfe6f0"],
    body: `<p>Quienes acompañamos a otras personas en su proceso de sanación solemos olvidar nuestras propias necesidades. El cansancio acumulado se nota en la calidad de la atención y, a largo plazo, en nuestra salud.</p>
<h2>Tres hábitos sencillos</h2>
<ol><li><strong>Una pausa real entre sesiones:</strong> diez minutos para caminar, beber agua y respirar.</li><li><strong>Sesiones de intercambio:</strong> una vez al mes, recibir una sesión de un colega.</li><li><strong>Límites claros:</strong> un número máximo de clientes por día, respetado también en las semanas con mucha demanda.</li></ol>
<p>Estos hábitos no son un lujo. Son parte de la ética profesional: solo podemos ofrecer presencia si la tenemos.</p>`,
    comments: [[STANDARD, "The exchange sessions idea is great. Our study group is going to try it next month."]],
  },
  {
    title: "Working With Animals: Notes From the Stable",
    language: "en",
    tags: ["animals", "practice"],
    daysAgo: 55,
    author: STANDARD,
    colors: ["#5b6b2f", "#e8ecc4"],
    body: `<p>Horses are honest clients. If they do not want to be touched, they tell you immediately; if something helps, you see it in the lowered head and the long sigh.</p>
<h2>Adapting the protocol</h2>
<p>With animals we often work through a surrogate, usually the owner, who rests a hand on the animal while we check the feedback. Sessions are shorter, rarely more than twenty minutes, and we stop at the first sign of restlessness.</p>
<h3>A recent case</h3>
<p>A twelve-year-old mare had become anxious in the trailer after a minor accident. Over three sessions, combined with the owner's patient groundwork, she loaded calmly again. We never claim that the sessions alone did it; the owner's work mattered just as much.</p>
<p>Always work alongside the animal's veterinarian, never instead of them.</p>`,
    comments: [
      [ACCESS, "My dog is terrified of thunderstorms. Is there a course for animal work in Germany?"],
      [
        INSTRUCTOR,
        "Yes, Jonas: the animal course runs in Hamburg in autumn. It is listed under study groups and events.",
      ],
    ],
  },
  {
    title: "New This Year: Regional Study Groups",
    language: "en",
    tags: ["association", "study groups"],
    daysAgo: 63,
    colors: ["#3b3b6d", "#d6d6f0"],
    body: `<p>Practice is easier together. That is why the association now supports regional study groups led by experienced members, even in places where no instructor lives nearby.</p>
<h2>How it works</h2>
<ul><li>A coordinator proposes a group and a meeting rhythm (monthly or every two weeks).</li><li>The association lists the group in the events calendar and provides practice material.</li><li>Members with an Access plan or higher can join any group, in person or online.</li></ul>
<p>Twelve groups have started so far, from Dublin to São Paulo. If you would like to coordinate one, tell us through your profile's coordinating page.</p>`,
    comments: [[STARTER, "Is there a group in Portugal? I would love to join."]],
  },
  {
    title: "Écouter le corps : une introduction pour les débutants",
    language: "fr",
    tags: ["débutants", "pratique"],
    daysAgo: 71,
    author: INSTRUCTOR,
    colors: ["#7a5a2e", "#f3e3c3"],
    body: `<p>Beaucoup de personnes découvrent notre méthode par hasard : une amie, un article, une séance offerte. Voici ce qu'il faut savoir avant de commencer.</p>
<h2>Ce que la méthode est, et ce qu'elle n'est pas</h2>
<p>C'est une approche douce, fondée sur l'écoute et un toucher léger. Elle ne remplace ni un diagnostic médical ni un traitement ; elle l'accompagne.</p>
<h2>Par où commencer ?</h2>
<ol><li>Recevez une ou deux séances d'un praticien certifié.</li><li>Suivez le cours d'introduction, disponible en ligne.</li><li>Rejoignez un groupe d'étude pour pratiquer régulièrement.</li></ol>
<p>La plupart des participants pratiquent déjà avec leurs proches après le premier week-end de cours.</p>`,
    comments: [],
  },
  {
    title: "From the Archive: Twenty Years of the Association",
    language: "en",
    tags: ["association", "history"],
    daysAgo: 90,
    colors: ["#4a2e2e", "#ead0c6"],
    body: `<p>Twenty years ago, eight practitioners met in a rented community hall and agreed to found an association. Their aims were modest: shared standards, a code of ethics and a newsletter posted four times a year.</p>
<h2>Milestones</h2>
<ul><li><strong>2006:</strong> the first code of ethics and the first certified practitioners.</li><li><strong>2012:</strong> courses offered in four languages.</li><li><strong>2019:</strong> the online course library opens.</li><li><strong>2025:</strong> more than 3,000 members in 40 countries.</li></ul>
<p>We asked some of the founders what they are proudest of. Their answer was the same: that people still meet, practise together and look after each other.</p>`,
    comments: [
      [PRACTITIONER, "Happy anniversary! Proud to be part of this community."],
      [STANDARD, "I still have one of the printed newsletters from 2008."],
    ],
  },
  {
    title: "Autumn Retreat: Registration Opens Next Week",
    language: "en",
    tags: ["association", "events"],
    daysAgo: -7,
    colors: ["#8a5a1e", "#f6deb0"],
    body: `<p>Our three-day autumn retreat returns to the lakeside centre. Registration opens next week for all members, with reduced places for Starter members.</p>
<p>The programme includes supervised practice, talks by senior instructors and plenty of quiet time by the water.</p>`,
    comments: [],
  },
  {
    title: "Draft: Updated Code of Ethics (for board review)",
    language: "en",
    tags: ["association", "ethics"],
    daysAgo: 1,
    hidden: true,
    colors: ["#444444", "#cccccc"],
    body: `<p>This draft collects the changes proposed at the Annual General Meeting: clearer rules on online sessions, on working with minors and on advertising claims. It will be published once the board has approved it.</p>`,
    comments: [],
  },
];
