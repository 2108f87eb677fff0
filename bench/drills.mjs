/**
 * `npm run drills` (issue 22, "Faults survived"; ADR 0090): each fault played against the built server (started as
 * `npm start` does) on a throw-away PostgreSQL, a fresh database per drill, then the database is counted. Each drill
 * prints what it did and one line "<drill>: nothing lost" or "<drill>: LOST …" with its figures; the exit code is 1
 * when anything was lost. Results go to bench/results/drills.json (git-ignored).
 *
 *   npm run drills                      every drill
 *   npm run drills -- kill-checkout     one (or several) by name: kill-checkout, kill-newsletter, pg-restart,
 *                                       sigterm, smtp, smtp-rate
 *
 * BENCH_DATABASE_URL is refused: the drills create databases and restart the cluster.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { ensureInstalled } from "../scripts/lib.mjs";
import { startSmtpSink } from "../scripts/smtp-sink.mjs";
import { cleanup, cleanups, env, startPostgres, startServer, tail, writeResults } from "./lib.mjs";

const API_KEY = `drill-${randomBytes(12).toString("hex")}`;
const ADMIN = { Email: "admin@healingarts.example", Password: `Drill-${randomBytes(9).toString("base64url")}1` };
const CARD = { CardHolderName: "Drill Runner", CardNumber: "4242424242424242", ExpiryDate: "12/30", CVV: "123" };
const US_ADDRESS = {
  FullName: "Jordan Reyes",
  Line1: "455 Market Street",
  City: "San Francisco",
  State: "CA",
  PostalCode: "94105",
  CountryCode: "US",
};
const PASSWORD = "Correct-horse-9";
/** What every drill's server shares: production, the drill's key, limits that never refuse a drill's burst. */
const SERVER = {
  NODE_ENV: "production",
  API_KEY,
  ADMIN_PASSWORD: ADMIN.Password,
  // One secret for every start of a drill: a second start on the same database must present the same (ADR 0086).
  JWT_SECRET: randomBytes(48).toString("base64url"),
  RATE_LIMIT_FACTOR: "100000",
  LOG_LEVEL: env.DRILLS_LOG_LEVEL ?? "warn",
};

// ---------------------------------------------------------------------------------------------------------
// Small helpers: HTTP calls that never throw, SQL, the cluster's worker pids.

/** One API call; a reset or refused connection is status 0 with its error code, never a throw. */
async function call(base, method, path, { body, token, key, form, timeoutMs = 30_000 } = {}) {
  const headers = { "x-api-key": API_KEY, "accept-language": "en" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (key) headers["idempotency-key"] = key;
  let payload;
  if (form) {
    payload = new FormData();
    for (const [name, value] of Object.entries(form)) payload.append(name, value);
  } else if (body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Not JSON (an HTML page): the status says enough.
    }
    return { status: res.status, json, headers: res.headers, ms: performance.now() - started };
  } catch (error) {
    const code = error.cause?.code ?? error.name ?? "ERROR";
    return { status: 0, error: code, ms: performance.now() - started };
  }
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const query = (url, text, values) => withClient(url, (c) => c.query(text, values)).then((r) => r.rows);

/** A fresh database on the drills' cluster, so one drill's rows never count in another's. */
async function freshDatabase(adminUrl, name) {
  await query(adminUrl, `drop database if exists ${name} with (force)`);
  await query(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The cluster's API processes, as the primary announced them ("API process <pid> is serving (k/N)"). */
function workerPids(logFile) {
  const text = tail(logFile, 100_000);
  return [...text.matchAll(/API process (\d+) is serving/g)].map((m) => Number(m[1]));
}
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
const liveWorkers = (logFile) => [...new Set(workerPids(logFile))].filter(alive);

async function waitFor(what, check, timeoutMs, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(everyMs);
  }
}

const tally = (results) => {
  const counts = {};
  for (const r of results) {
    const label =
      r.status === 0
        ? `reset:${r.error}`
        : r.status === 200
          ? "200"
          : `${r.status}${r.json?.Code ? `:${r.json.Code}` : ""}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
};
const fmt = (counts) =>
  Object.entries(counts)
    .map(([k, v]) => `${k}×${v}`)
    .join(" ") || "none";

async function login(base, email, password) {
  const res = await call(base, "POST", "/api/Account/Login", {
    body: { Email: email, Password: password, AccountType: 1 },
  });
  const token = res.json?.Data?.LoginTokenResponseModel?.access_token;
  if (!token) throw new Error(`login of ${email} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { id: res.json.Data.Id, token };
}

/** A free (Starter) member, signed up over HTTP, confirmed in the database, logged in. */
async function newMember(base, dbUrl, label) {
  const email = `${label}-${randomBytes(4).toString("hex")}@drill.example`;
  const res = await call(base, "POST", "/api/Account/signup", {
    form: {
      UserName: email.split("@")[0],
      FirstName: "Drill",
      LastName: "Runner",
      Email: email,
      Phone: "+1 (555) 010-2030",
      Password: PASSWORD,
      Language: "en",
      Country: "United States",
      MembershipId: "1",
      LoginAction: "signup",
      AcceptTermCondittions: "true",
      AccountType: "1",
    },
  });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.json)}`);
  await query(dbUrl, "update users set email_confirmed_at = now() where email = $1", [email]);
  return { email, ...(await login(base, email, PASSWORD)) };
}

// ---------------------------------------------------------------------------------------------------------
// kill-checkout: SIGKILL one of two API processes in the middle of 20 parallel card checkouts.

const CHECKOUTS = { store: 8, membership: 6, seminar: 6 };
/** A retry whose first request died waits for its record to go stale (IDEMPOTENCY_STALE_MS, 2 min), then runs. */
const RETRY_FOR_MS = 200_000;

async function killCheckout({ pgAdmin }) {
  const dbUrl = await freshDatabase(pgAdmin, "drill_kill_checkout");
  const server = await startServer("kill-checkout", dbUrl, { ...SERVER, WEB_CONCURRENCY: "2" });
  const { base } = server;
  await waitFor("two API processes", () => liveWorkers(server.logFile).length === 2, 30_000);

  // The 20 checkouts: guests buying a physical product, Starter members paying for Standard, Standard members
  // enrolling in a seminar.
  const [product] = await query(
    dbUrl,
    "select id from products where kind = 'physical' and published order by id limit 1",
  );
  await query(dbUrl, "update products set stock = 1000 where id = $1", [product.id]);
  const requests = [];
  for (let i = 0; i < CHECKOUTS.store; i += 1) {
    const guest = randomUUID();
    const email = `guest${i}-${randomBytes(3).toString("hex")}@drill.example`;
    const added = await call(base, "POST", "/api/Store/AddToCart", { body: { ProductId: product.id, GuestId: guest } });
    if (added.status !== 200) throw new Error(`AddToCart: ${added.status} ${JSON.stringify(added.json)}`);
    const quote = await call(base, "POST", "/api/Store/GetCheckoutQuote", {
      body: { GuestId: guest, CountryCode: "US" },
    });
    const total = quote.json?.Data?.Total;
    if (typeof total !== "number") throw new Error(`quote: ${quote.status} ${JSON.stringify(quote.json)}`);
    requests.push({
      kind: "store",
      who: email,
      path: "/api/Store/ProcessPayment",
      body: { GuestId: guest, Email: email, Address: US_ADDRESS, AmountPaid: total, ...CARD },
    });
  }
  const members = [];
  for (let i = 0; i < CHECKOUTS.membership + CHECKOUTS.seminar; i += 1)
    members.push(await newMember(base, dbUrl, `m${i}`));
  for (const m of members.slice(0, CHECKOUTS.membership)) {
    requests.push({
      kind: "membership",
      who: m.email,
      userId: m.id,
      token: m.token,
      path: "/api/Membership/MembershipPayment",
      body: { UserId: m.id, MembershipId: 3, AmountPaid: 150, ...CARD },
    });
  }
  // The seminar's students are Standard members first (a setup payment, before the drill).
  const students = members.slice(CHECKOUTS.membership);
  for (const m of students) {
    const paid = await call(base, "POST", "/api/Membership/MembershipPayment", {
      token: m.token,
      key: randomUUID(),
      body: { UserId: m.id, MembershipId: 3, AmountPaid: 150, ...CARD },
    });
    if (paid.status !== 200) throw new Error(`setup payment: ${paid.status} ${JSON.stringify(paid.json)}`);
  }
  const seminars = await query(
    dbUrl,
    "select id from seminars where status = 'scheduled' and first_start > now() + interval '2 days' order by id",
  );
  let seminar;
  for (const s of seminars) {
    const res = await call(
      base,
      "GET",
      `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${s.id}&userId=${students[0].id}`,
      {
        token: students[0].token,
      },
    );
    const data = res.json?.Data;
    if (res.status === 200 && data?.IsEligible && data.Pricing.Total > 0 && (data.SeatsLeft ?? 99) >= students.length) {
      seminar = { id: s.id, data };
      break;
    }
  }
  if (!seminar) throw new Error("no seminar the drill's Standard members may enrol in");
  for (const m of students) {
    const q = await call(
      base,
      "GET",
      `/api/Enrollment/CheckUserEligibleForSeminar?seminarId=${seminar.id}&userId=${m.id}`,
      {
        token: m.token,
      },
    );
    const amount = q.json?.Data?.Pricing?.Total;
    requests.push({
      kind: "seminar",
      who: m.email,
      userId: m.id,
      token: m.token,
      path: "/api/Enrollment/EnrollCourseOrSeminar",
      body: { UserId: m.id, SeminarId: seminar.id, AmountPaid: amount, ...CARD },
    });
  }
  for (const r of requests) r.key = randomUUID();
  const startedAt = (await query(dbUrl, "select now() as t"))[0].t;
  const chargesSoFar = async () =>
    Number(
      (
        await query(
          dbUrl,
          "select count(*)::int as n from gateway_sandbox_operations where operation = 'charge' and created_at >= $1",
          [startedAt],
        )
      )[0].n,
    );

  // All 20 at once; the first process is killed once a few have been charged (so others are mid-flight).
  const [victim] = liveWorkers(server.logFile);
  const first = requests.map((r) =>
    call(base, "POST", r.path, { body: r.body, token: r.token, key: r.key, timeoutMs: 60_000 }),
  );
  await waitFor("the first charges", async () => (await chargesSoFar()) >= 3, 30_000, 5);
  process.kill(victim, "SIGKILL");
  const killedAfter = await chargesSoFar();
  const answers = await Promise.all(first);
  console.log(
    `  20 checkouts (${Object.entries(CHECKOUTS)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ")}), API process ${victim} killed with SIGKILL after ${killedAfter} charges`,
  );
  console.log(`  first answers: ${fmt(tally(answers))}`);

  // Every request again with its key, until each has a final answer (a 409 "in progress" waits for the record
  // of a killed request to go stale; a reset or a 503 is tried again).
  const deadline = Date.now() + RETRY_FOR_MS;
  const retried = [];
  const retryStarted = Date.now();
  await Promise.all(
    requests.map(async (r, i) => {
      for (;;) {
        const res = await call(base, "POST", r.path, { body: r.body, token: r.token, key: r.key });
        const pending =
          res.status === 0 ||
          res.status === 503 ||
          (res.status === 409 && res.json?.Code === "IDEMPOTENCY_IN_PROGRESS");
        if (!pending || Date.now() > deadline) {
          retried[i] = res;
          return;
        }
        await sleep(2_000);
      }
    }),
  );
  console.log(
    `  retries with the same keys: ${fmt(tally(retried))} (all answered within ${((Date.now() - retryStarted) / 1000).toFixed(0)} s)`,
  );

  // What the database holds: per checkout, the successful charges its key made (refunds deducted) and the record
  // it paid for.
  const problems = [];
  let charged = 0;
  let recorded = 0;
  let doubles = 0;
  let mismatched = 0;
  for (const [i, r] of requests.entries()) {
    const [record] = await query(dbUrl, "select id from idempotency_keys where key = $1", [r.key]);
    const ops = record
      ? await query(
          dbUrl,
          `select operation, status, id, reference from gateway_sandbox_operations where idempotency_key like $1`,
          [`idem:${record.id}:%`],
        )
      : [];
    const charges = ops.filter((o) => o.operation === "charge" && o.status !== "failed");
    const refunded = await query(
      dbUrl,
      "select count(*)::int as n from gateway_sandbox_operations where operation = 'refund' and status <> 'failed' and reference = any($1)",
      [charges.map((c) => c.id)],
    );
    const net = charges.length - Number(refunded[0].n);
    let records;
    if (r.kind === "store") {
      records = await query(dbUrl, "select id from orders where email = $1 and status = 'paid'", [r.who]);
    } else if (r.kind === "membership") {
      records = await query(
        dbUrl,
        "select id from payments where user_id = $1 and membership_id = 3 and status = 'paid' and created_at >= $2",
        [r.userId, startedAt],
      );
    } else {
      records = await query(
        dbUrl,
        "select id from enrollments where user_id = $1 and seminar_id = $2 and status <> 'cancelled' and payment_id is not null",
        [r.userId, r.body.SeminarId],
      );
    }
    charged += net;
    recorded += records.length;
    if (net > 1) {
      doubles += 1;
      problems.push(`${r.kind} ${r.who}: charged ${net} times`);
    }
    if (net !== records.length) problems.push(`${r.kind} ${r.who}: ${net} charge(s), ${records.length} record(s)`);
    const final = retried[i];
    if (final.status === 200 && net !== 1) problems.push(`${r.kind} ${r.who}: answered 200 but charged ${net}`);
    if (final.status !== 200 && net !== 0)
      problems.push(`${r.kind} ${r.who}: answered ${final.status} but charged ${net}`);
    if (answers[i].status === 200 && JSON.stringify(answers[i].json?.Data) !== JSON.stringify(final.json?.Data)) {
      mismatched += 1;
      problems.push(`${r.kind} ${r.who}: the retry answered differently (${final.status})`);
    }
    if (final.status !== 200)
      problems.push(`${r.kind} ${r.who}: no final answer (${final.status} ${final.json?.Code ?? final.error ?? ""})`);
  }
  const figures = {
    checkouts: requests.length,
    firstAnswers: tally(answers),
    retryAnswers: tally(retried),
    charged,
    recorded,
    doubleCharges: doubles,
    retriesAnsweredDifferently: mismatched,
  };
  console.log(`  charged ${charged}, orders/payments/enrolments recorded ${recorded}, double charges ${doubles}`);
  return { figures, problems };
}

// ---------------------------------------------------------------------------------------------------------
// A mail server of the drill's own: counts each delivery per recipient; it can hang (accept, never greet).

/** The mail server of a drill (`scripts/smtp-sink.mjs`), closed with the drill's other servers. */
async function startSmtp(options) {
  const sink = await startSmtpSink(options);
  cleanups.push(() => sink.close());
  return sink;
}

/** `count` confirmed subscribers of newsletter 1 (visitors, no account), inserted in one statement. */
async function seedSubscribers(dbUrl, count) {
  await query(
    dbUrl,
    `with s as (
       insert into newsletter_subscribers (email, language)
       select 'reader' || g || '@drill.example', 'en' from generate_series(1, $1) g
       returning id)
     insert into newsletter_subscriptions (subscriber_id, newsletter_id, active, confirmed_at)
     select id, 1, true, now() from s`,
    [count],
  );
}

/** The administrator writes an issue of newsletter 1 and starts its send; returns the issue's id. */
async function startNewsletter(base) {
  const admin = await login(base, ADMIN.Email, ADMIN.Password);
  const issue = await call(base, "POST", "/api/NewsLetter/AdminAddNewsLetterIssue", {
    token: admin.token,
    body: { NewsletterId: 1, Subject: "Drill issue", Body: "<p>Every reader once.</p>", Language: "en" },
  });
  const id = issue.json?.Data?.Id;
  if (!id) throw new Error(`AdminAddNewsLetterIssue: ${issue.status} ${JSON.stringify(issue.json)}`);
  const sent = await call(base, "POST", `/api/NewsLetter/AdminSendNewsLetterIssue/${id}`, { token: admin.token });
  if (sent.status !== 200) throw new Error(`AdminSendNewsLetterIssue: ${sent.status} ${JSON.stringify(sent.json)}`);
  return id;
}

/**
 * Per drill reader (the demo's own subscribers left out): newsletter deliveries (rows), outbox mails, what the mail
 * server received, and how many readers got one message twice (the same Message-ID: their client shows it once)
 * or two different messages.
 */
async function countNewsletter(dbUrl, issueId, smtp) {
  const drillReaders = `subscriber_id in (select id from newsletter_subscribers where email like 'reader%@drill.example')`;
  const [rows] = await query(
    dbUrl,
    `select
       (select count(*)::int from newsletter_deliveries where issue_id = $1 and ${drillReaders}) as deliveries,
       (select count(distinct subscriber_id)::int from newsletter_deliveries where issue_id = $1 and ${drillReaders}) as readers,
       (select count(*)::int from outbox where "to" like 'reader%@drill.example') as mails,
       (select count(*)::int from outbox where "to" like 'reader%@drill.example' and sent_at is not null) as sent,
       (select count(*)::int from (select "to" from outbox where "to" like 'reader%@drill.example'
          group by "to" having count(*) > 1) d) as outbox_twice`,
    [issueId],
  );
  const received = [...smtp.delivered].filter(([to]) => to.startsWith("reader"));
  return {
    ...rows,
    receivedByServer: received.reduce((n, [, c]) => n + c, 0),
    sameMessageTwice: received.filter(([to, c]) => c > 1 && smtp.messages.get(to)?.size === 1).length,
    mailedTwice: received.filter(([to]) => (smtp.messages.get(to)?.size ?? 0) > 1).length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// kill-newsletter: every API process killed with SIGKILL while an issue goes out to thousands of readers.

const READERS = 3000;
/**
 * A killed process's job is taken over once its lease is a minute old (ADR 0093), then the send ends (3,000 readers
 * took seconds once resumed): three minutes leave room for the new processes' start and a slow machine.
 */
const NEWSLETTER_DONE_WITHIN_MS = 180_000;

async function killNewsletter({ pgAdmin }) {
  const dbUrl = await freshDatabase(pgAdmin, "drill_kill_newsletter");
  const smtp = await startSmtp();
  const server = await startServer("kill-newsletter", dbUrl, { ...SERVER, WEB_CONCURRENCY: "2", SMTP_URL: smtp.url });
  await waitFor("two API processes", () => liveWorkers(server.logFile).length === 2, 30_000);
  await seedSubscribers(dbUrl, READERS);
  const issueId = await startNewsletter(server.base);
  await waitFor("the first mails out", () => smtp.delivered.size >= 50, 120_000, 20);
  const victims = liveWorkers(server.logFile);
  for (const pid of victims) process.kill(pid, "SIGKILL");
  const atKill = await countNewsletter(dbUrl, issueId, smtp);
  const killedAt = Date.now();
  console.log(
    `  ${READERS} readers; both API processes (${victims.join(", ")}) killed with SIGKILL after ${atKill.receivedByServer} mails received, ${atKill.deliveries} deliveries recorded`,
  );
  await waitFor(
    "the send to finish",
    async () => {
      const c = await countNewsletter(dbUrl, issueId, smtp);
      const [issue] = await query(dbUrl, "select completed_at from newsletter_issues where id = $1", [issueId]);
      return issue.completed_at && c.sent === c.mails && c.mails >= READERS;
    },
    NEWSLETTER_DONE_WITHIN_MS,
    1_000,
  );
  const finished = await countNewsletter(dbUrl, issueId, smtp);
  const seconds = Math.round((Date.now() - killedAt) / 1000);
  console.log(
    `  after the restart: ${finished.readers} readers recorded, ${finished.mails} mails in the outbox (${finished.sent} sent), ${finished.receivedByServer} received by the mail server (${finished.sameMessageTwice} readers got one message twice under its one Message-ID, ${finished.mailedTwice} two different messages), finished ${seconds} s after the kill`,
  );
  const problems = [];
  if (finished.readers !== READERS) problems.push(`${finished.readers} of ${READERS} readers recorded`);
  if (finished.deliveries !== finished.readers)
    problems.push(`${finished.deliveries - finished.readers} readers recorded twice`);
  if (finished.outbox_twice) problems.push(`${finished.outbox_twice} readers with two outbox mails`);
  if (finished.mailedTwice) problems.push(`${finished.mailedTwice} readers mailed twice`);
  if (finished.receivedByServer < READERS) problems.push(`${READERS - finished.receivedByServer} readers never mailed`);
  return {
    figures: { readers: READERS, ...finished, secondsToFinishAfterKill: seconds },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------------------
// pg-restart: PostgreSQL stopped for 3 s and started again under 20 connections of reads.

async function pgRestart({ pgAdmin, cluster }) {
  if (!cluster.stop) return { figures: {}, problems: ["the cluster cannot be restarted (BENCH_DATABASE_URL)"] };
  const dbUrl = await freshDatabase(pgAdmin, "drill_pg_restart");
  const server = await startServer("pg-restart", dbUrl, { ...SERVER, WEB_CONCURRENCY: "2", PUBLIC_CACHE_TTL_MS: "0" });
  const { base } = server;
  await waitFor("two API processes", () => liveWorkers(server.logFile).length === 2, 30_000);
  const workers = liveWorkers(server.logFile);
  const member = await login(base, "standard@demo.healingarts.example", "Healing2026!");
  const reads = [
    { path: "/api/Blog/GetBlog/1" },
    { path: `/api/Notification/GetNotificationsByUserId?userId=${member.id}`, token: member.token },
  ];
  const log = [];
  let running = true;
  const loops = Array.from({ length: 20 }, async (_, i) => {
    while (running) {
      const read = reads[i % reads.length];
      const res = await call(base, "GET", read.path, { token: read.token, timeoutMs: 15_000 });
      log.push({ at: Date.now(), status: res.status, code: res.json?.Code, error: res.error });
      if (res.status !== 200) await sleep(50);
    }
  });
  await sleep(3_000);
  const downAt = Date.now();
  cluster.stop();
  const stoppedAt = Date.now();
  await sleep(3_000);
  cluster.start();
  const readyAt = Date.now();
  const firstOk = await waitFor(
    "a 200 after the restart",
    () => log.find((r) => r.at >= readyAt && r.status === 200)?.at,
    30_000,
    20,
  );
  await sleep(3_000);
  running = false;
  await Promise.all(loops);

  // A job enqueued after the restart runs: a mail written to the outbox as queueMail does.
  const [mail] = await query(
    dbUrl,
    `insert into outbox ("to", subject, text, html) values ('after-restart@drill.example', 'Drill', 'x', '<p>x</p>') returning id`,
  );
  await query(
    dbUrl,
    `insert into jobs (name, payload, key, run_at, max_attempts) values ('mail.send', $1, $2, 'epoch', 5)`,
    [{ outboxId: mail.id }, `mail:${mail.id}`],
  );
  const jobRan = await waitFor(
    "the queue to run a job",
    async () => (await query(dbUrl, "select sent_at from outbox where id = $1", [mail.id]))[0].sent_at !== null,
    20_000,
  ).catch(() => false);

  const outage = log.filter((r) => r.at >= downAt && r.at < readyAt);
  const duringOutage = tally(outage);
  const unavailable = outage.filter((r) => r.status === 503 && r.code === "DATABASE_UNAVAILABLE").length;
  const fiveHundreds = log.filter((r) => r.status >= 500 && r.status !== 503).length;
  const resets = log.filter((r) => r.status === 0).length;
  const recoverySeconds = (firstOk - readyAt) / 1000;
  const crashed = workers.filter((pid) => !alive(pid));
  console.log(
    `  20 connections; PostgreSQL stopped (${((stoppedAt - downAt) / 1000).toFixed(1)} s to stop), 3 s down, started; answers while down: ${fmt(duringOutage)}`,
  );
  console.log(
    `  first 200 ${recoverySeconds.toFixed(2)} s after PostgreSQL was ready; 500s ${fiveHundreds}, resets ${resets}; API processes restarted: ${crashed.length}; job after restart ran: ${jobRan ? "yes" : "no"}`,
  );
  const problems = [];
  if (fiveHundreds) problems.push(`${fiveHundreds} answers 5xx other than 503`);
  if (resets) problems.push(`${resets} connections reset`);
  if (outage.length && unavailable === 0) problems.push("no 503 DATABASE_UNAVAILABLE while down");
  if (recoverySeconds > 5) problems.push(`served again only ${recoverySeconds.toFixed(1)} s after PostgreSQL was back`);
  if (crashed.length) problems.push(`API processes died: ${crashed.join(", ")}`);
  if (!jobRan) problems.push("a job enqueued after the restart did not run");
  return {
    figures: {
      requests: log.length,
      duringOutage,
      unavailable503: unavailable,
      other5xx: fiveHundreds,
      resets,
      secondsToServeAfterReady: recoverySeconds,
      processesRestarted: crashed.length,
      jobAfterRestartRan: Boolean(jobRan),
    },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------------------
// sigterm: SIGTERM to `npm start` with requests in flight and a newsletter batch running.

async function sigterm({ pgAdmin }) {
  const dbUrl = await freshDatabase(pgAdmin, "drill_sigterm");
  const smtp = await startSmtp();
  let server = await startServer("sigterm", dbUrl, { ...SERVER, WEB_CONCURRENCY: "2", SMTP_URL: smtp.url });
  await waitFor("two API processes", () => liveWorkers(server.logFile).length === 2, 30_000);
  await seedSubscribers(dbUrl, READERS);
  const issueId = await startNewsletter(server.base);
  await waitFor(
    "a newsletter batch running",
    async () =>
      (await query(dbUrl, "select count(*)::int as n from jobs where locked_at is not null and done_at is null"))[0].n >
      0,
    60_000,
    10,
  );
  // Logins hash a password on the server (argon2): 40 of them keep both processes busy for a while.
  const inFlight = Array.from({ length: 40 }, () =>
    call(server.base, "POST", "/api/Account/Login", {
      body: { Email: "standard@demo.healingarts.example", Password: "Healing2026!", AccountType: 1 },
    }),
  );
  await sleep(150);
  const signalledAt = Date.now();
  process.kill(server.child.pid, "SIGTERM");
  const answers = await Promise.all(inFlight);
  const exited = await server.exit;
  const exitSeconds = (Date.now() - signalledAt) / 1000;
  if (exited.code !== 0) console.log(tail(server.logFile, 15));
  const [locks] = await query(
    dbUrl,
    "select count(*)::int as n from jobs where locked_at is not null and done_at is null and failed_at is null",
  );
  console.log(
    `  40 logins in flight and a newsletter batch running; SIGTERM: answers ${fmt(tally(answers))}; exit code ${exited.code} after ${exitSeconds.toFixed(1)} s; jobs left locked ${locks.n}`,
  );
  // The next start finishes the send: every reader once.
  server = await startServer("sigterm-again", dbUrl, { ...SERVER, WEB_CONCURRENCY: "2", SMTP_URL: smtp.url });
  await waitFor(
    "the send to finish",
    async () => {
      const c = await countNewsletter(dbUrl, issueId, smtp);
      return c.mails >= READERS && c.sent === c.mails;
    },
    240_000,
    1_000,
  );
  const finished = await countNewsletter(dbUrl, issueId, smtp);
  console.log(
    `  after a new start: ${finished.readers} readers, ${finished.receivedByServer} mails received, ${finished.mailedTwice} twice`,
  );
  const problems = [];
  const notOk = answers.filter((a) => a.status !== 200).length;
  if (notOk) problems.push(`${notOk} of 40 in-flight requests not answered 200 (${fmt(tally(answers))})`);
  if (exited.code !== 0) problems.push(`exit code ${exited.code}`);
  if (locks.n) problems.push(`${locks.n} jobs left locked`);
  if (finished.readers !== READERS || finished.deliveries !== READERS)
    problems.push(`${finished.readers} of ${READERS} readers`);
  if (finished.mailedTwice) problems.push(`${finished.mailedTwice} readers mailed twice`);
  return {
    figures: {
      inFlight: tally(answers),
      exitCode: exited.code,
      secondsToExit: exitSeconds,
      jobsLeftLocked: locks.n,
      readers: finished.readers,
      mailedTwice: finished.mailedTwice,
    },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------------------
// smtp: a mail server that accepts connections and never answers, then comes back.

async function smtpDrill({ pgAdmin }) {
  const dbUrl = await freshDatabase(pgAdmin, "drill_smtp");
  const smtp = await startSmtp();
  const server = await startServer("smtp", dbUrl, { ...SERVER, WEB_CONCURRENCY: "1", SMTP_URL: smtp.url });
  const { base } = server;
  const members = [];
  for (let i = 0; i < 5; i += 1) members.push(await newMember(base, dbUrl, `smtp${i}`));
  await waitFor("the confirmation mails out", () => members.every((m) => smtp.delivered.get(m.email)), 30_000);
  smtp.setMode("hang");
  const hungAt = Date.now();
  const latencies = [];
  for (const m of members) {
    const res = await call(base, "POST", `/api/User/SendLinkforResetPassword?email=${encodeURIComponent(m.email)}`);
    if (res.status !== 200) throw new Error(`SendLinkforResetPassword: ${res.status} ${JSON.stringify(res.json)}`);
    latencies.push(res.ms);
  }
  // A read while the queue waits on the mail server.
  const read = await call(base, "GET", "/api/Blog/GetBlog/1");
  await sleep(25_000);
  const waiting = await query(
    dbUrl,
    `select o.attempts, o.last_error, o.sent_at, j.run_at, j.locked_at from outbox o join jobs j on j.key = 'mail:' || o.id
     where o."to" = any($1) and o.subject not like '%onfirm%' order by o.id`,
    [members.map((m) => m.email)],
  );
  const now = Date.now();
  // The worker tries one mail at a time (10 s each against a silent server): the ones tried wait for their next
  // try (back-off), the one being tried is locked, the rest wait their turn; none is lost or marked sent.
  const tried = waiting.filter((w) => w.attempts >= 1);
  const deferred = tried.filter((w) => w.sent_at === null && new Date(w.run_at).getTime() > now).length;
  const stuck = tried.filter((w) => w.sent_at === null && new Date(w.run_at).getTime() <= now && !w.locked_at).length;
  const sentWhileHung = waiting.filter((w) => w.sent_at !== null).length;
  console.log(
    `  5 reset links asked for while the mail server hangs: slowest answer ${Math.max(...latencies).toFixed(0)} ms, a read meanwhile ${read.ms.toFixed(0)} ms (${read.status})`,
  );
  console.log(
    `  after 25 s: ${waiting.length} mails in the outbox, ${waiting.filter((w) => w.sent_at === null).length} unsent, ${tried.length} tried, ${deferred} of them waiting for their next try (attempts ${waiting.map((w) => w.attempts).join(",")}; last error "${String(waiting.find((w) => w.last_error)?.last_error ?? "").slice(0, 60)}")`,
  );
  smtp.setMode("ok");
  const backAt = Date.now();
  await waitFor(
    "the mails delivered",
    async () =>
      (
        await query(dbUrl, `select count(*)::int as n from outbox where "to" = any($1) and sent_at is null`, [
          members.map((m) => m.email),
        ])
      )[0].n === 0,
    200_000,
    1_000,
  );
  const deliveredSeconds = (Date.now() - backAt) / 1000;
  const twice = members.filter((m) => (smtp.delivered.get(m.email) ?? 0) !== 2).length;
  console.log(
    `  mail server back: every mail delivered ${deliveredSeconds.toFixed(0)} s later (hung for ${((backAt - hungAt) / 1000).toFixed(0)} s); members without exactly their 2 mails: ${twice}`,
  );
  const problems = [];
  const slowest = Math.max(...latencies, read.ms);
  if (slowest > 1_000) problems.push(`a request waited ${slowest.toFixed(0)} ms`);
  if (!tried.length) problems.push("no mail was tried while the server hung");
  if (stuck) problems.push(`${stuck} tried mails neither deferred nor being tried`);
  if (sentWhileHung) problems.push(`${sentWhileHung} mails marked sent to a server that never answered`);
  if (twice) problems.push(`${twice} members without exactly one confirmation and one reset mail`);
  return {
    figures: {
      slowestRequestMs: Math.round(slowest),
      mailsWaiting: waiting.length,
      triedWhileHung: tried.length,
      deferredWithBackoff: deferred,
      secondsToDeliverAfterReturn: Math.round(deliveredSeconds),
      membersWithWrongMailCount: twice,
    },
    problems,
  };
}

// ---------------------------------------------------------------------------------------------------------
// smtp-rate: an issue's mails to a mail server a round trip away: as before ADR 0104 (one job at a time, a connection
// per mail), over one kept connection, and as the server runs now (JOB_CONCURRENCY lanes, a kept connection each).

const RATE_READERS = 300;
/** A mail provider in another data centre: each answer comes this long after its command (no TLS here). */
const RATE_LATENCY_MS = 20;

async function smtpRate({ pgAdmin }) {
  const runs = {};
  for (const [name, label, suffix, lanes] of [
    ["before", "one job at a time, a connection per mail (?pool=false, JOB_CONCURRENCY=1)", "?pool=false", "1"],
    ["oneLane", "one job at a time over one kept connection (JOB_CONCURRENCY=1)", "", "1"],
    ["now", "the default: 4 lanes, a kept connection each", "", ""],
  ]) {
    const dbUrl = await freshDatabase(pgAdmin, `drill_smtp_rate_${name.toLowerCase()}`);
    const smtp = await startSmtp({ latencyMs: RATE_LATENCY_MS });
    const server = await startServer(`smtp-rate-${name}`, dbUrl, {
      ...SERVER,
      WEB_CONCURRENCY: "1",
      SMTP_URL: `${smtp.url}${suffix}`,
      ...(lanes ? { JOB_CONCURRENCY: lanes } : {}),
    });
    await seedSubscribers(dbUrl, RATE_READERS);
    const readersMailed = () => [...smtp.delivered.keys()].filter((to) => to.startsWith("reader")).length;
    const started = Date.now();
    await startNewsletter(server.base);
    await waitFor("every reader's mail", () => readersMailed() >= RATE_READERS, 600_000, 100);
    const seconds = (Date.now() - started) / 1000;
    const twice = [...smtp.delivered].filter(([to, n]) => to.startsWith("reader") && n > 1).length;
    runs[name] = {
      mailsPerSecond: Math.round((RATE_READERS / seconds) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      connections: smtp.connections(),
      readersMailedTwice: twice,
    };
    console.log(
      `  ${label}: ${RATE_READERS} readers in ${runs[name].seconds} s, ${runs[name].mailsPerSecond} mails/s, ${runs[name].connections} connections`,
    );
    process.kill(server.child.pid, "SIGTERM");
    await server.exit;
  }
  const problems = [];
  for (const [name, run] of Object.entries(runs)) {
    if (run.readersMailedTwice) problems.push(`${run.readersMailedTwice} readers mailed twice (${name})`);
  }
  const speedUp = Math.round((runs.now.mailsPerSecond / runs.before.mailsPerSecond) * 10) / 10;
  return { figures: { latencyMs: RATE_LATENCY_MS, ...runs, speedUp }, problems };
}

// ---------------------------------------------------------------------------------------------------------
// The drills, by name.

const DRILLS = {
  "kill-checkout": killCheckout,
  "kill-newsletter": killNewsletter,
  "pg-restart": pgRestart,
  sigterm,
  smtp: smtpDrill,
  "smtp-rate": smtpRate,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const name of wanted) {
  if (!DRILLS[name]) {
    console.error(`Unknown drill "${name}". Drills: ${Object.keys(DRILLS).join(", ")}`);
    process.exit(2);
  }
}
if (env.BENCH_DATABASE_URL) {
  console.error("npm run drills restarts its own PostgreSQL: unset BENCH_DATABASE_URL.");
  process.exit(2);
}

ensureInstalled();
const report = { drills: {} };
let lost = false;
try {
  const cluster = await startPostgres();
  if (cluster.skip) throw new Error(`no PostgreSQL for the drills: ${cluster.skip}`);
  for (const name of wanted.length ? wanted : Object.keys(DRILLS)) {
    console.log(`\n${name}`);
    const started = Date.now();
    let outcome;
    try {
      outcome = await DRILLS[name]({ pgAdmin: cluster.url, cluster });
    } catch (error) {
      outcome = { figures: {}, problems: [`the drill failed: ${error.message}`] };
    }
    // Each drill's servers stop before the next starts (the cluster stays).
    while (cleanups.length > 2) await cleanups.pop()();
    const seconds = Math.round((Date.now() - started) / 1000);
    report.drills[name] = { ...outcome, seconds };
    if (outcome.problems.length) {
      lost = true;
      console.log(`${name}: LOST ${outcome.problems.join("; ")}`);
    } else {
      console.log(`${name}: nothing lost (${JSON.stringify(outcome.figures)}; ${seconds} s)`);
    }
  }
} finally {
  await cleanup();
}
console.log(`\nResults: ${writeResults("drills.json", report)}`);
process.exit(lost ? 1 : 0);
