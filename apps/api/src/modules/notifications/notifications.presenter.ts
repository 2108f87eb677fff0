import {
  effectiveSettings,
  formatLongDate,
  type InterfaceLanguage,
  isNotificationKind,
  NOTIFICATION_KIND_RULES,
  NOTIFICATION_KINDS,
  type NotificationItem,
  type NotificationSetting,
  type StoredNotificationSettings,
  type TranslatableField,
  type TranslationEntry,
  type TranslationLanguage,
  type Translations,
  translate,
} from "@haa/domain";
import type { NotificationRow } from "./notifications.repository.ts";

/** Params whose value is an ISO date are shown as a long date in the reader's language. */
const DATE_PARAMS = new Set(["date"]);

/**
 * The name of a param's value in one language (`title@ja`): a notification about translated content carries its
 * words in each language it has (ADR 0097), and the reader's replace the English when the text is rendered.
 */
export const localizedParam = (name: string, language: InterfaceLanguage) => `${name}@${language}`;

/**
 * A param that names a translatable item: its English words under `name` and each language's translation of
 * `field` beside it (`course@ja`), so every reader sees the item in their language, in the list, the mail and the
 * digest (ADR 0097). `translations` is the item's entry from the translations port's `everyLanguage`.
 */
export function localizedParams(
  name: string,
  english: string,
  translations: Translations | undefined,
  field: TranslatableField,
): Record<string, string> {
  const params: Record<string, string> = { [name]: english };
  for (const [language, words] of Object.entries(translations ?? {}) as [TranslationLanguage, TranslationEntry][]) {
    const value = words[field];
    if (value) params[localizedParam(name, language)] = value;
  }
  return params;
}

/** A notification's title and body in `language` (texts are rendered on read, never stored). */
export function renderNotification(
  language: InterfaceLanguage,
  kind: string,
  params: Record<string, string>,
): { title: string; body: string } {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name.includes("@")) continue;
    const own = params[localizedParam(name, language)] ?? value;
    const date = DATE_PARAMS.has(name) ? new Date(own) : null;
    shown[name] = date && !Number.isNaN(date.getTime()) ? formatLongDate(date, language) : own;
  }
  return {
    title: translate(language, `notificationTexts.${kind}.title`, shown),
    body: translate(language, `notificationTexts.${kind}.body`, shown),
  };
}

export function presentNotification(row: NotificationRow, language: InterfaceLanguage): NotificationItem | null {
  // A kind that a later version removed is not shown rather than failing the whole list.
  if (!isNotificationKind(row.kind)) return null;
  const { title, body } = renderNotification(language, row.kind, row.params);
  return {
    notificationID: row.id,
    userID: row.userId,
    Kind: row.kind,
    Title: title,
    Body: body,
    Link: row.link,
    IsRead: row.readAt !== null,
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function presentSettings(userId: number, stored: StoredNotificationSettings | undefined): NotificationSetting {
  const settings = effectiveSettings(stored);
  return {
    UserID: userId,
    DailyDigest: settings.dailyDigest,
    Kinds: NOTIFICATION_KINDS.map((kind) => ({
      Kind: kind,
      Group: NOTIFICATION_KIND_RULES[kind].group,
      InApp: settings.kinds[kind].inApp,
      Email: settings.kinds[kind].email,
      EmailLocked: NOTIFICATION_KIND_RULES[kind].producerMails,
    })),
  };
}
