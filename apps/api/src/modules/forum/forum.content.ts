/**
 * Demo forum content (realistic, never lorem ipsum): boards, then posts as [board, author, title, body, comments].
 * Most posts are in English, the forum's common language; a few are in their author's language (pt, de, ja),
 * searched with that language's dictionary where PostgreSQL has one.
 */
export const DEMO_CATEGORIES = [
  ["Getting started", "New to the practice? Ask anything, introduce yourself, find your footing."],
  ["Technique & practice", "Protocols, hand positions, breathing, and what works in session."],
  ["Case discussions", "Anonymised client cases: ask for perspectives, share outcomes."],
  ["Study groups", "Find or start a group, share notes and practice partners."],
  ["Business of practice", "Pricing, booking, records, insurance and growing a practice."],
  ["Events & travel", "Seminars, retreats, shared rides and rooms."],
] as const;

const S = "starter@demo.healingarts.example";
const A = "access@demo.healingarts.example";
const E = "standard@demo.healingarts.example";
const P = "practitioner@demo.healingarts.example";
const I = "instructor@demo.healingarts.example";

export type DemoForumPost = [
  board: number,
  author: string,
  title: string,
  body: string,
  comments: [string, string, [string, string][]?][],
];

export const DEMO_FORUM_POSTS: DemoForumPost[] = [
  [
    0,
    S,
    "Olá do Porto: acabei o meu primeiro curso",
    "<p>Olá a todos! Terminei o curso de iniciação no fim de semana passado e ainda estou a digerir tudo o que aprendi. Gostava de dicas para continuar a praticar em casa entre as sessões (respostas em inglês também são bem-vindas).</p>",
    [
      [
        E,
        "Welcome, Sofia! Practise on family members with short sessions, ten minutes is enough at first.",
        [[S, "Thank you Emily, I will start with my sister this week."]],
      ],
      [I, "Keep a small journal of each session. You will be surprised what patterns you notice after a month."],
    ],
  ],
  [
    0,
    E,
    "Which book should I read after the introductory course?",
    "<p>The course reading list is long. If you could pick only one book to read next, which one helped you most in your first year?</p>",
    [
      [P, "The anatomy colouring book, honestly. Knowing where things are changes how you listen."],
      [I, "I agree with Haruto, and add the course manual's chapter on balancing twice."],
    ],
  ],
  [
    0,
    A,
    "Wie lange hat es gedauert, bis ihr euch bei Klienten sicher gefühlt habt?",
    "<p>Ich praktiziere seit drei Monaten und bin vor jeder Sitzung mit einem neuen Menschen noch nervös. Ist das normal, und was hat euch geholfen, ruhiger zu werden?</p>",
    [
      [E, "Completely normal. For me it took about a year of regular sessions."],
      [P, "A short grounding routine before each client helped me more than anything."],
    ],
  ],
  [
    0,
    S,
    "Practice partners in Portugal or Spain?",
    "<p>I am looking for someone to exchange sessions with, online or in person. I speak Portuguese, Spanish and English.</p>",
    [[A, "Not in Iberia, but happy to exchange online sessions from Hamburg."]],
  ],
  [
    0,
    I,
    "Read this first: a short guide to the forum",
    "<p>Welcome to the forum. Please read <strong>How the forum works</strong> before posting, keep client details anonymous, and choose the board that fits your question. The moderators are here to help.</p>",
    [],
  ],
  [
    0,
    E,
    "Setting up a quiet practice corner at home",
    "<p>I finally cleared a corner of the spare room: a massage table, a lamp with warm light and a small shelf. What else made a difference for your home space?</p>",
    [
      [S, "A soft blanket for clients who get cold, and a plant!"],
      [A, "Good ventilation. I underestimated that."],
    ],
  ],
  [
    0,
    P,
    "日本語と英語の用語の訳し方について",
    "<p>日本語で教えていますが、いくつかの専門用語の良い英訳が見つからず困ることがよくあります。小さな共有用語集を一緒に作りませんか？</p>",
    [[I, "Yes please, I can help with the English side."]],
  ],
  [
    1,
    P,
    "Breath-holding during tapping: do you ask clients to?",
    "<p>Some instructors ask the client to breathe in and hold while tapping, others do not. What is your practice and why?</p>",
    [
      [
        I,
        "I ask for a normal breath in. Holding makes some clients tense.",
        [[P, "That matches my experience with anxious clients."]],
      ],
      [E, "I only ask when the client is relaxed already."],
    ],
  ],
  [
    1,
    E,
    "Hand positions for clients with shoulder pain",
    "<p>A client cannot lie on her side because of shoulder pain. How do you adapt hand positions so she stays comfortable?</p>",
    [[I, "Seated sessions work well. Support the arm with a cushion on her lap."]],
  ],
  [
    1,
    A,
    "Keeping sessions to 30 minutes without rushing",
    "<p>My clients book half-hour slots and I always run over. How do you structure a shorter session?</p>",
    [
      [P, "I stop taking new priorities after twenty minutes and use the rest to integrate."],
      [E, "A visible clock behind the client helps me a lot."],
    ],
  ],
  [
    1,
    I,
    "A grounding routine I teach every beginner",
    "<p>Before each session: both feet flat, three slow breaths, longer on the out-breath, and a moment to name your intention. It takes one minute and changes the whole session.</p>",
    [
      [S, "I have been doing this for two weeks, it really helps."],
      [A, "Simple and effective, thank you."],
    ],
  ],
  [
    1,
    P,
    "Working with very sensitive clients",
    "<p>Some clients react strongly even to light contact. I now work with a lighter touch and shorter sessions. Any other ideas?</p>",
    [[I, "Check in more often and let them set the pace. Fewer priorities per session."]],
  ],
  [
    1,
    E,
    "Practising on yourself: does it work?",
    "<p>Between clients I try short self-sessions. Do you find them as effective as receiving a session from someone else?</p>",
    [[P, "Useful for maintenance, but I still book a session with a colleague monthly."]],
  ],
  [
    1,
    A,
    "Session notes: paper or app?",
    "<p>I keep notes on paper and it is getting messy. Which note-taking method do you use during sessions?</p>",
    [
      [E, "A simple template in a notebook, scanned weekly."],
      [S, "I use a tablet with a stylus."],
    ],
  ],
  [
    2,
    P,
    "Tension headaches that return every Monday",
    "<p>A client in her forties (office work) has tension headaches that return every Monday. Three sessions helped for a few days each time. What would you look at next?</p>",
    [
      [
        I,
        "Ask about Sunday evening routines and sleep. Patterns like this often have a weekly trigger.",
        [[P, "Good idea, she mentioned she plans the week on Sunday nights."]],
      ],
      [E, "Also the desk setup; ergonomics might be part of it."],
    ],
  ],
  [
    2,
    E,
    "Client with long-term fatigue after illness",
    "<p>A client recovering from a long illness feels exhausted after sessions. I have shortened them to 20 minutes. Other thoughts?</p>",
    [[P, "Shorter and more frequent worked well for a similar client of mine."]],
  ],
  [
    2,
    I,
    "Teen client and exam stress: what worked",
    "<p>A sixteen-year-old came with exam stress and poor sleep. Four weekly sessions, a breathing exercise for the evening, and one session with a parent present. Sleep improved by the third week.</p>",
    [
      [A, "Thank you for sharing the structure, very helpful."],
      [
        S,
        "Did the parent session change anything?",
        [[I, "Yes, the parent understood the breathing exercise and reminded her kindly."]],
      ],
    ],
  ],
  [
    2,
    A,
    "Working with a client who is also seeing a physiotherapist",
    "<p>How do you coordinate with other professionals? My client is in physiotherapy for a knee injury.</p>",
    [[E, "With the client's permission I send a short note about what we do and ask about restrictions."]],
  ],
  [
    2,
    P,
    "Old scar and restricted breathing",
    "<p>A client with an appendix scar from childhood breathes high in the chest. Has anyone worked with scars and breathing together?</p>",
    [[I, "Yes. Gentle attention to the scar area over several sessions, and breathing into the belly at home."]],
  ],
  [
    2,
    E,
    "When a client cries during a session",
    "<p>A client started crying during the second session and apologised. How do you hold that space without making it awkward?</p>",
    [
      [P, "Stay calm, keep contact if welcome, and tell them it is perfectly fine."],
      [I, "Offer tissues and water afterwards and allow a few quiet minutes."],
    ],
  ],
  [
    2,
    S,
    "Is it normal for symptoms to change after a session?",
    "<p>After my third session as a client my back pain moved to a different place. Is that common?</p>",
    [[E, "Quite common. Mention it in your next session so the practitioner can follow it."]],
  ],
  [
    3,
    I,
    "Monthly online study group: module 1 review",
    "<p>I am starting a monthly online study group to review module 1 together, first Thursday of each month at 19:00 UTC. Reply if you would like to join.</p>",
    [
      [S, "Count me in!"],
      [A, "Yes please, I can join most months."],
      [E, "I will join the first one and see."],
    ],
  ],
  [
    3,
    A,
    "Hamburg study group looking for new members",
    "<p>We meet every second Saturday in Altona to practise in pairs. Beginners are welcome; we have two tables.</p>",
    [[P, "If I am in Hamburg in spring I will drop by."]],
  ],
  [
    3,
    E,
    "Sharing flashcards for the anatomy exam",
    "<p>I made flashcards for the anatomy part of the exam: bones, major muscles and organs. Happy to share with anyone preparing.</p>",
    [
      [S, "That would help me so much, thank you!"],
      [A, "Same here, thanks Emily."],
    ],
  ],
  [
    3,
    P,
    "Tokyo practice evening: every Wednesday",
    "<p>We meet on Wednesday evenings near Shinjuku. Sessions in Japanese, English speakers welcome.</p>",
    [[I, "Lovely to see a regular group in Tokyo."]],
  ],
  [
    3,
    S,
    "Study buddy for the practitioner certificate?",
    "<p>I am planning to start the practitioner path next year. Anyone want to study together online, in English or Portuguese?</p>",
    [[E, "I started last month, happy to swap notes."]],
  ],
  [
    3,
    I,
    "How to run a good practice session in a group",
    "<p>Short notes from ten years of study groups: pairs rotate every session, one observer gives feedback, and we end with ten minutes of questions.</p>",
    [[A, "We will try the observer idea in Hamburg."]],
  ],
  [
    4,
    E,
    "How much do you charge for a first session?",
    "<p>I am setting up my practice in a mid-sized town. What do you charge for a first session, and do you offer a reduced first visit?</p>",
    [
      [P, "I charge the same for every session; a cheaper first one attracted people who did not return."],
      [A, "I offer a shorter free call before the first session instead."],
    ],
  ],
  [
    4,
    P,
    "Online booking tools you would recommend",
    "<p>I am moving away from booking by phone. Which online booking tools work well for small practices?</p>",
    [[E, "Any tool that sends reminders the day before. No-shows dropped a lot for me."]],
  ],
  [
    4,
    A,
    "Keeping client records safely",
    "<p>What do you use to keep client records private and secure? Paper in a locked cabinet, or an encrypted app?</p>",
    [[I, "Either works if you are consistent. Never keep them on a shared computer."]],
  ],
  [
    4,
    I,
    "Insurance for practitioners: what to look for",
    "<p>Professional liability insurance differs a lot between countries. Here is what I check: coverage for the modality by name, public liability, and cover when teaching.</p>",
    [[P, "Good list. In Japan the modality is often not named, so I asked for a written confirmation."]],
  ],
  [
    4,
    E,
    "Cancellation policy wording",
    "<p>How do you phrase a cancellation policy so it is fair but clear? I would like to charge for cancellations with less than 24 hours' notice.</p>",
    [[A, "Mine says: cancellations with less than 24 hours' notice are charged in full, except for illness."]],
  ],
  [
    4,
    P,
    "Working from a shared clinic room",
    "<p>I now rent a room two days a week in a shared clinic. Happy to share what I learned about splitting costs and setting up.</p>",
    [[E, "Please do, I am considering the same."]],
  ],
  [
    4,
    S,
    "First paying client!",
    "<p>I had my first paying client this week. I was nervous, but it went well and she booked another session.</p>",
    [
      [I, "Congratulations, Sofia! A wonderful milestone."],
      [E, "Well done!"],
    ],
  ],
  [
    5,
    I,
    "Spring seminar in Lisbon: shared rooms",
    "<p>I will teach in Lisbon in April. Several participants asked about sharing rooms near the venue. Let us coordinate here.</p>",
    [
      [S, "I live nearby and can recommend a guesthouse."],
      [E, "I need a room for three nights, happy to share."],
    ],
  ],
  [
    5,
    A,
    "Ride share to the Frankfurt seminar",
    "<p>I will drive from Hamburg to Frankfurt for the seminar in May and have two free seats.</p>",
    [[P, "If my flight lands in Hamburg I will ask you!"]],
  ],
  [
    5,
    P,
    "Retreat in Kyoto this autumn",
    "<p>A small retreat in Kyoto in October: three days of practice, walks and good food. Twelve places.</p>",
    [[I, "That sounds beautiful. I will share it with my students."]],
  ],
  [
    5,
    E,
    "Tips for travelling with a portable table",
    "<p>I am taking my folding table on a train journey for the first time. Any tips on carrying and protecting it?</p>",
    [[A, "A padded bag with wheels; and book a seat near the luggage area."]],
  ],
  [
    5,
    S,
    "Online events in other time zones",
    "<p>Many online events are at night for me. Are recordings usually available afterwards?</p>",
    [[I, "For most of our events, yes, members get the recording for a month."]],
  ],
  [
    5,
    I,
    "What to bring to a weekend seminar",
    "<p>A short list: comfortable clothes, a water bottle, a notebook, your manual, and a small blanket. Lunch is often not included, so check beforehand.</p>",
    [[A, "And a pen that works! I always forget."]],
  ],
];
