import type { EventItem, EventList, EventMonth, InterfaceLanguage, TranslationEntry } from "@haa/domain";
import { translated } from "../../platform/translations/translations.ts";
import type { EventListResult, ListedEvent } from "./events.service.ts";

export function presentEvent({ view, occurrences, canEdit }: ListedEvent): EventItem {
  const next = occurrences[0];
  return {
    Id: view.id,
    Title: view.title,
    Description: view.description,
    Type: view.type,
    Address: view.address,
    City: view.city,
    Country: view.country,
    OnlineLink: view.onlineLink,
    IsOnline: view.isOnline,
    TimeZone: view.timeZone,
    StartDateTime: view.startLocal,
    EndDateTime: view.endLocal,
    Recurrence: view.rrule,
    EventDate: (next?.start ?? view.firstStart).toISOString(),
    NextOccurrence: occurrences.map((o) => ({ Start: o.start.toISOString(), End: o.end.toISOString() })),
    HostId: view.hostId,
    HostName: `${view.hostFirstName} ${view.hostLastName}`.trim(),
    GoingCount: view.goingCount,
    MyRsvp: view.myRsvp === null ? null : view.myRsvp ? "Going" : "NotGoing",
    CanEdit: canEdit,
  };
}

/** An event in the reader's language where it is translated (ADR 0097). */
export function presentTranslatedEvent(
  item: ListedEvent,
  words: TranslationEntry | undefined,
  lang: InterfaceLanguage,
): EventItem {
  return translated("event", presentEvent(item), words, lang);
}

export function presentEventList(result: EventListResult, query: { page: number; pageSize: number }): EventList {
  const months: EventMonth[] = result.months.map((group) => ({
    Month: group.month,
    Year: group.year,
    EventDate: group.first.toISOString(),
    NextOccurrence: group.items
      .map((item) => item.occurrences[0]?.start.toISOString())
      .filter((date): date is string => date !== undefined),
    Data: group.items.map((item) => presentTranslatedEvent(item, result.words.get(item.view.id), result.lang)),
  }));
  return {
    List: months,
    TotalCount: result.total,
    Page: query.page,
    PageSize: query.pageSize,
    StudyGroupsLocked: result.studyGroupsLocked,
    LockedStudyGroupCount: result.lockedStudyGroupCount,
  };
}
