/**
 * Body text of the legal and about pages. It is kept in English in every interface language (the binding
 * version of a legal text is the English one); page titles and navigation are translated.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalDocument {
  updated: string;
  sections: readonly LegalSection[];
}

export const TERMS_AND_CONDITIONS: LegalDocument = {
  updated: "2025-01-15",
  sections: [
    {
      id: "membership",
      heading: "1. Membership",
      paragraphs: [
        "Membership of the Healing Arts Association is open to anyone aged 18 or over who accepts these terms. You may join on the free Starter plan or on a paid plan (Access, Standard, Practitioner or Instructor).",
        "You are responsible for keeping your account details accurate and your password private. Please tell us straight away if you believe someone else has used your account.",
      ],
    },
    {
      id: "billing",
      heading: "2. Fees, billing and renewal",
      paragraphs: [
        "Paid memberships are billed yearly in US dollars. Unless you switch off auto-renewal on the membership management page, your membership renews automatically at the end of each year and the card on file is charged the price of your plan at that time.",
        "Introductory and country discounts apply to the first year only. When you change your membership level, the price is adjusted in proportion to the months remaining in your current membership year.",
        "You may cancel at any time. Cancelling stops the next renewal; your benefits continue until the end of the year you have paid for. Fees already paid are not refunded, except where the law requires it.",
      ],
    },
    {
      id: "courses",
      heading: "3. Courses and learning materials",
      paragraphs: [
        "Course and seminar bookings are subject to the conditions shown when you book, including prerequisites and cancellation deadlines set by the instructor.",
        "Videos, manuals and downloads are licensed to you for your personal study only. You may not copy, share or resell them, or use them to teach others, without our written permission.",
      ],
    },
    {
      id: "scope",
      heading: "4. Scope of practice",
      paragraphs: [
        "The body-work taught and practised by our members is a complementary approach to wellbeing. It does not diagnose or treat disease and is not a substitute for care from a licensed medical professional.",
        "Members who offer sessions to the public are responsible for following the laws and regulations that apply where they practise, and for holding any insurance those laws require.",
      ],
    },
    {
      id: "conduct",
      heading: "5. Community conduct",
      paragraphs: [
        "Our forum, study groups and events are shared spaces. Be kind, respect confidentiality and do not post advertising, personal data of others or content that is unlawful or harmful.",
        "We may remove content and suspend or close accounts that break these terms or our Code of Ethics. An administrator may lock or delete an account; a locked or deleted account is logged out on every device.",
      ],
    },
    {
      id: "liability",
      heading: "6. Liability",
      paragraphs: [
        "We take care to keep the website available and its content accurate, but we provide it as it is. To the extent the law allows, we are not liable for indirect losses or for losses caused by events beyond our reasonable control.",
      ],
    },
    {
      id: "changes",
      heading: "7. Changes and contact",
      paragraphs: [
        "We may update these terms. When the changes are significant we will tell you by e-mail at least 30 days before they take effect. If you do not agree, you may cancel your membership before then.",
        "Questions about these terms are welcome at support@healingarts.example.",
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  updated: "2025-01-15",
  sections: [
    {
      id: "use",
      heading: "1. Using this website",
      paragraphs: [
        "These terms govern your use of the Healing Arts Association website, whether or not you hold a membership. By using the site you agree to them.",
        "You may browse public pages freely. Some areas, such as the forum, course materials and the practitioner profile tools, are available to members only.",
      ],
    },
    {
      id: "accounts",
      heading: "2. Accounts and security",
      paragraphs: [
        "To create an account you must confirm your e-mail address. For your protection, sessions end automatically after 90 days and you will be asked to log in again.",
        "Do not try to access accounts or data that are not yours, interfere with the operation of the site, or use automated tools to collect its content.",
      ],
    },
    {
      id: "content",
      heading: "3. Content you share",
      paragraphs: [
        "You keep ownership of what you post. You give us a non-exclusive licence to display it on the site for as long as it remains published. You confirm that you have the right to share it.",
      ],
    },
    {
      id: "availability",
      heading: "4. Availability",
      paragraphs: [
        "We aim to keep the site running at all times but may need to interrupt it for maintenance or updates. The site works offline for pages you have already visited; changes you make need a connection.",
      ],
    },
    {
      id: "law",
      heading: "5. Governing law",
      paragraphs: [
        "These terms are governed by the law of the place where the Association is registered, without prejudice to the mandatory consumer protection rules of the country where you live.",
      ],
    },
  ],
};

export const PRIVACY_POLICY: LegalDocument = {
  updated: "2025-01-15",
  sections: [
    {
      id: "who",
      heading: "1. Who we are",
      paragraphs: [
        "The Healing Arts Association is responsible for the personal data described in this policy. You can reach us about privacy at support@healingarts.example.",
      ],
    },
    {
      id: "what",
      heading: "2. What we collect",
      paragraphs: [
        "Account details you give us: name, e-mail address, phone number, country, communication language, an optional profile picture and your newsletter preference.",
        "Membership and purchase records: your plan, renewal dates, invoices and the last four digits and expiry date of your card. Full card numbers and security codes are passed to our payment provider and never stored by us.",
        "Technical data: the approximate country derived from your IP address (used for country pricing), and the language and version information your browser stores for this site.",
      ],
    },
    {
      id: "why",
      heading: "3. Why we use it",
      paragraphs: [
        "To run your membership and bookings, to send the e-mails you need (confirmations, receipts, renewal reminders), to show the practitioner directory entries you choose to publish, and, only if you opt in, to send our newsletter.",
      ],
    },
    {
      id: "storage",
      heading: "4. Storage in your browser",
      paragraphs: [
        "We keep your login session, your language choice and the app version in your browser's local storage, and cache the site so it loads quickly. We do not use advertising or tracking cookies.",
      ],
    },
    {
      id: "sharing",
      heading: "5. Sharing",
      paragraphs: [
        "We share data only with service providers who help us run the Association (payment processing, e-mail delivery, hosting), under contracts that protect it, or when the law requires us to.",
      ],
    },
    {
      id: "rights",
      heading: "6. Your rights",
      paragraphs: [
        "You may ask for a copy of your data, ask us to correct or delete it, object to its use or withdraw consent to the newsletter at any time. We keep membership and billing records for as long as accounting law requires.",
      ],
    },
  ],
};

export const CODE_OF_ETHICS: LegalDocument = {
  updated: "2025-01-15",
  sections: [
    {
      id: "respect",
      heading: "1. Respect and consent",
      paragraphs: [
        "Practitioners treat every client with dignity and respect. They explain what a session involves, obtain informed consent before starting and respect a client's wish to pause or stop at any time.",
      ],
    },
    {
      id: "scope",
      heading: "2. Staying within scope",
      paragraphs: [
        "Practitioners do not diagnose, prescribe or advise clients to stop medical treatment. They encourage clients to consult a licensed health professional about medical concerns and describe the work honestly, without promising cures.",
      ],
    },
    {
      id: "confidentiality",
      heading: "3. Confidentiality",
      paragraphs: [
        "What a client shares is kept confidential, in sessions, in study groups and on the forum. Case discussions for learning are anonymised.",
      ],
    },
    {
      id: "boundaries",
      heading: "4. Professional boundaries",
      paragraphs: [
        "Practitioners and instructors keep clear professional boundaries, avoid conflicts of interest and never use their role for personal, financial or sexual advantage.",
      ],
    },
    {
      id: "competence",
      heading: "5. Competence and learning",
      paragraphs: [
        "Members practise only the techniques they have been trained and certified in, keep their skills current through continuing education, and seek supervision when a situation is beyond their experience.",
      ],
    },
    {
      id: "concerns",
      heading: "6. Raising concerns",
      paragraphs: [
        "Anyone may raise a concern about a member's conduct by writing to support@healingarts.example. Concerns are reviewed fairly and confidentially by the ethics committee.",
      ],
    },
  ],
};

export const ABOUT: LegalDocument = {
  updated: "2025-01-15",
  sections: [
    {
      id: "mission",
      heading: "Our mission",
      paragraphs: [
        "The Healing Arts Association is a non-profit membership community for people who practise, teach and study a gentle, hands-on body-work modality. We help the method reach more people safely, by training practitioners well and connecting them with the clients and colleagues who need them.",
      ],
    },
    {
      id: "method",
      heading: "The method",
      paragraphs: [
        "Sessions are calm and fully clothed. Using light touch and gentle tapping, the practitioner listens for where the body's systems have lost their natural communication, then helps the body restore it in its own way and at its own pace.",
        "The work complements medical care and other therapies; it does not replace them.",
      ],
    },
    {
      id: "what-we-do",
      heading: "What we do",
      paragraphs: [
        "We certify instructors and accredit courses, from introductory workshops to advanced seminars. We keep a public directory of certified practitioners, publish a Code of Ethics, and support our members with study groups, a discussion forum, a video library and a community newsletter.",
      ],
    },
    {
      id: "community",
      heading: "Our community",
      paragraphs: [
        "Our members live in more than forty countries, and this website speaks eight languages. Many began as clients, became curious and went on to train. Whether you are new to body work or have decades of experience, you are welcome here.",
      ],
    },
  ],
};
