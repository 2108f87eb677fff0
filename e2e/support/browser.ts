import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { expect, inject, vi } from "vitest";
import { API_KEY } from "./global-setup.ts";
import { STEP_TIMEOUT_MS } from "./timeouts.ts";

/** The server of this worker: each worker has its own server and database (see global-setup.ts). */
export function baseUrl(): string {
  const urls = inject("baseUrls");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

let shared: Promise<Browser> | undefined;
let current: Browser | undefined;

/**
 * Debian's Chromium, headless, with the flags this sandboxed, offline machine needs: one per worker, shared by the
 * files the worker runs one after another (the config keeps this module between files). A warm browser reads the
 * app's scripts from its code cache instead of starting a new Chromium and compiling them again for every file
 * (ADR 0069). A file's `close()` closes the profiles (contexts) it opened, not the browser.
 */
export async function launchBrowser(): Promise<Browser> {
  shared ??= chromium
    .launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    })
    .then((browser) => {
      // A crashed browser is replaced by the next file that asks.
      browser.on("disconnected", () => {
        shared = undefined;
        current = undefined;
      });
      current = browser;
      return browser;
    });
  const browser = await shared;
  return new Proxy(browser, {
    get(target, property) {
      if (property === "close") {
        return async () => {
          await Promise.all(target.contexts().map((context) => context.close()));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const inFlight = new WeakMap<BrowserContext, Set<string>>();
const pageErrors = new WeakMap<BrowserContext, string[]>();

/** What a page's profile logged as errors (console and uncaught), for the failure report. */
export function errorsLogged(page: Page): string[] {
  return pageErrors.get(page.context())?.slice(-10) ?? [];
}

/** The requests a page's profile has sent and not yet seen answered (for the failure report). */
export function requestsInFlight(page: Page): string[] {
  return [...(inFlight.get(page.context()) ?? [])];
}

/** The pages open in this worker's browser now (for the failure report). */
export function openPages(): Page[] {
  return current?.contexts().flatMap((context) => context.pages()) ?? [];
}

/**
 * A fresh profile (empty local storage) with a language and a phone or desktop viewport; `baseURL` replaces the
 * worker's server (the journey through the proxy).
 */
export async function newContext(
  browser: Browser,
  options: { locale?: string; mobile?: boolean; baseURL?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    locale: options.locale ?? "en-US",
    viewport: options.mobile ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    serviceWorkers: "block",
  });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const pending = new Set<string>();
  inFlight.set(context, pending);
  context.on("request", (request) => pending.add(request.url()));
  context.on("requestfinished", (request) => pending.delete(request.url()));
  context.on("requestfailed", (request) => pending.delete(request.url()));
  const errors: string[] = [];
  pageErrors.set(context, errors);
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text().slice(0, 300));
  });
  context.on("weberror", (error) => errors.push(String(error.error()).slice(0, 300)));
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

/** A page in a fresh profile (see `newContext`): each journey's people are strangers to each other. */
export async function newPage(browser: Browser, options: { locale?: string; mobile?: boolean } = {}): Promise<Page> {
  const context = await newContext(browser, options);
  return context.newPage();
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours measured mid-fade are not the colours people read: let finite animations finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().iterations ?? 1))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `axe on ${label}`,
  ).toEqual([]);
}

/** Calls the API directly, as a second browser tab or an administrator would. */
export async function api(method: string, pathAndQuery: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${baseUrl()}/api/${pathAndQuery}`, {
    method,
    headers: {
      "x-api-key": API_KEY,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body ? { "content-type": "application/json" } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: journeys read arbitrary response shapes
  return { status: res.status, body: (await res.json()) as { Status: boolean; Message: string; Data: any } };
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (newsletters: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Waits for a mail to `to` whose subject matches, from the development mailbox. */
export function waitForMail(to: string, subject: RegExp | string, timeoutMs = STEP_TIMEOUT_MS): Promise<Mail> {
  return vi.waitFor(
    async () => {
      const res = await fetch(`${baseUrl()}/dev/mailbox.json`, { headers: { "x-api-key": API_KEY } });
      if (!res.ok) throw new Error(`the mailbox answered ${res.status}`);
      const mails = (await res.json()) as Mail[];
      const mail = mails.find(
        (m) =>
          m.to === to.toLowerCase() && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)),
      );
      if (!mail) throw new Error(`no mail to ${to} matching ${subject}`);
      return mail;
    },
    { timeout: timeoutMs, interval: 250 },
  );
}

/**
 * Waits until the page has nothing left to do that could still run code: its eager images are loaded or failed, its
 * fonts are ready, and two frames have been painted (effects scheduled by the first render have run).
 */
export async function settled(page: Page): Promise<void> {
  // A lazy image below the fold does not load until it is scrolled to: only the others are waited for.
  const loaded = () =>
    page.evaluate(() => Array.from(document.images).every((image) => image.complete || image.loading === "lazy"));
  await expect.poll(loaded).toBe(true);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export function firstLink(text: string, startsWith: string): string {
  const match = text.match(new RegExp(`${startsWith.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\S+`));
  if (!match) throw new Error(`no link ${startsWith} in ${text}`);
  return match[0];
}

let seq = 0;
export function uniqueEmail(prefix: string): string {
  seq += 1;
  return `${prefix}.${Date.now().toString(36)}${seq}@example.org`;
}
