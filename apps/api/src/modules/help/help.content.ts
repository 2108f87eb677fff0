/**
 * The demo help centre: five topics and fifteen articles that describe this product as built (README, the
 * screens and their routes). Bodies are HTML and pass through the shared sanitiser like an administrator's.
 */
export interface DemoHelpTopic {
  name: string;
  description: string;
  articles: { title: string; body: string; popular?: boolean; draft?: boolean }[];
}

export const DEMO_HELP: DemoHelpTopic[] = [
  {
    name: "Membership & billing",
    description: "Plans, renewals, upgrades, cards, invoices and coupons.",
    articles: [
      {
        title: "Which membership plan is right for me?",
        popular: true,
        body: `<p>Every membership runs for one year. There are four plans you can choose when you sign up, and one for instructors:</p>
<ul><li><strong>Starter</strong> (free): an account, the blog, the public course catalogue and the practitioner directory.</li>
<li><strong>Access</strong> ($40 a year): adds study groups, member prices and more of the video and resource library.</li>
<li><strong>Standard</strong> ($150 a year): the full member library, forum participation and member-only seminars.</li>
<li><strong>Practitioner</strong> ($300 a year): everything in Standard plus a listing in the practitioner directory and the right to show the association's certified badge. It becomes available once your practitioner credentials are on file.</li>
<li><strong>Instructor</strong> ($300 a year): for licensed instructors; renewed together with the instructor licence fee and continuing-education credits.</li></ul>
<p>Compare the plans on the <a href="/membership">membership page</a>. You can move up at any time and only pay the difference for the rest of your year.</p>`,
      },
      {
        title: "How renewals and payment reminders work",
        body: `<p>Paid memberships renew automatically on their end date with the card stored on your account. About a month before, you receive a reminder mail; if your card expires before the renewal date, we also ask you to update it.</p>
<p>If a renewal payment fails, we try again over the following days and write to you each time. Your membership stays active during these retries; if none succeeds, it lapses to Starter and you can renew by hand from <a href="/managemembership">Manage membership</a>.</p>
<p>You can also pay a renewal yourself within 30 days of the end date. Earlier than that, the period is already paid, so the payment is refused rather than charged twice.</p>`,
      },
      {
        title: "Upgrading or downgrading your plan",
        body: `<p>Open <a href="/managemembership">Manage membership</a> and choose <em>Upgrade</em>. The price shown is prorated: you pay the new plan's price for the months that remain in your current year, minus what those months of your current plan already cost.</p>
<p>A downgrade takes effect at your next renewal, so you keep what you paid for until then. The overview on your profile shows the current plan, its end date and any change that is waiting.</p>`,
      },
      {
        title: "Invoices, receipts and coupons",
        body: `<p>Every payment, whether for a membership, a seminar, a manual, a store order or a donation, appears under <a href="/profile/purchases">Profile → Purchases</a>. Each line has a PDF invoice you can download; a receipt is also mailed to you when the payment succeeds.</p>
<p>Coupons are entered on the payment screen. A coupon may give a percentage or a fixed amount off, may be limited to memberships or to the store, and may expire or run out. Visitors from some countries see a country discount instead of a coupon field; the two cannot be combined.</p>`,
      },
    ],
  },
  {
    name: "Courses & seminars",
    description: "Finding a course, enrolling in a seminar, self-study, manuals and CE credits.",
    articles: [
      {
        title: "Finding and enrolling in a seminar",
        popular: true,
        body: `<p>The <a href="/courses">course catalogue</a> lists every course with its level and the modality it belongs to; search by word or filter by category. A course page shows its upcoming seminars: dates, city or online, instructor and price.</p>
<p>Choose <em>Enrol</em> on a seminar to go to the checkout. Pay by card or with PayPal; your place is confirmed at once and the seminar appears under <a href="/profile/courses">Profile → Courses</a>. Some seminars require a minimum membership level or an earlier course; the seminar page says so before you pay.</p>`,
      },
      {
        title: "Self-study courses and your progress",
        body: `<p>Self-study courses are taken online at your own pace. Browse them under <a href="/selfstudy">Self-study</a>; once enrolled, open <a href="/myselfstudy">My self-study</a> to continue where you stopped. Each lesson is marked complete when you finish it, and the course shows your progress.</p>
<p>Some self-study courses end with a short exam. Passing it records the course's continuing-education credits on your transcript.</p>`,
      },
      {
        title: "CE credits, transcripts and manuals",
        body: `<p>Continuing-education (CE) credits from seminars you attended and exams you passed are listed under <a href="/myceus">My CEUs</a>, where you can download your transcript. Instructors need a number of credits for each licence renewal.</p>
<p>Course manuals are personalised with your name. Buy one on the manual checkout; it then waits under <a href="/mymanuals">My manuals</a>, downloaded through a private link that only works for you.</p>`,
      },
    ],
  },
  {
    name: "Practitioner directory",
    description: "Finding a practitioner and managing your own listing.",
    articles: [
      {
        title: "Finding a practitioner near you",
        popular: true,
        body: `<p>The <a href="/bodytalkpractitioners">practitioner directory</a> lists certified members who chose to be found. Search by name, or filter by city, country, language and practitioner type; the distance search orders practitioners by how far they are from the place you enter.</p>
<p>Separate lists show practitioners who work with animals, advanced and Parama practitioners, instructors and Breakthrough practitioners. Many practitioners also offer distance sessions; their profile says so.</p>`,
      },
      {
        title: "Listing yourself as a practitioner",
        body: `<p>A directory listing comes with the Practitioner plan. Once your credentials are verified, open your profile and complete your bio, specialisations, languages and the city where you work, then switch on <em>List me in the directory</em> in your account settings.</p>
<p>You decide what the public profile shows. You can hide your listing at any time without losing your membership.</p>`,
      },
      {
        title: "Credentials and the certified badge",
        body: `<p>Upload or update your certificates under <a href="/profile/credentials">Profile → Credentials</a>. An administrator checks them; verified practitioners on the Practitioner plan show the association's certified badge on their profile.</p>
<p>If your certification lapses, the badge disappears from your profile until it is renewed.</p>`,
      },
    ],
  },
  {
    name: "Store & orders",
    description: "Shopping, checkout, shipping and downloads from the store.",
    articles: [
      {
        title: "Placing an order in the store",
        body: `<p>The <a href="/store">store</a> sells books, charts, instructor kits and downloads. Add products to the cart in the header; you can shop as a visitor and log in at checkout, and your cart comes with you.</p>
<p>At <a href="/checkout">checkout</a> enter or choose a shipping address and pay by card. Products marked out of stock cannot be ordered until they return.</p>`,
      },
      {
        title: "Tracking an order and downloading digital products",
        body: `<p>Your orders are under <a href="/profile/orderpurchases">Profile → Order purchases</a>, each with its status: paid, shipped (with the tracking number when there is one) or cancelled.</p>
<p>Digital products are ready to download from the order as soon as the payment succeeds. For a problem with an order, write to us through the <a href="/contact">contact form</a> and mention the order number.</p>`,
      },
    ],
  },
  {
    name: "Account & privacy",
    description: "Logging in, passwords, language, notifications and your data.",
    articles: [
      {
        title: "Resetting a forgotten password",
        popular: true,
        body: `<p>Choose <em>Forgot password</em> on the login dialog and enter your e-mail address. We send a link that lets you choose a new password; it works once and expires after a short time.</p>
<p>After several failed login attempts, logging in is paused for a few minutes to protect your account. If no mail arrives, check your spam folder, then write to us through the <a href="/contact">contact form</a>.</p>`,
      },
      {
        title: "Language, notifications and newsletters",
        body: `<p>Choose the site's language in the header; eight languages are available. Which notifications you receive, and whether as they happen or in one daily digest, is set under <a href="/profile/notifications">Profile → Notifications</a>.</p>
<p>Newsletter subscriptions are under <a href="/profile/newsletter">Profile → Newsletter</a>. Every newsletter also carries a one-click unsubscribe link.</p>`,
      },
      {
        title: "Your data and closing your account",
        body: `<p>We keep what your membership needs: your name, contact details, payments and course history. Read the <a href="/privacypolicy">privacy policy</a> for the details and how long each is kept.</p>
<p>You can change your e-mail address and other details under <a href="/profile/account">Profile → Account</a>. To close your account, use the option on that page; invoices are kept for as long as the law requires.</p>`,
      },
    ],
  },
];
