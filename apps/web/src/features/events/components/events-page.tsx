import { isWebLink, MembershipId } from "@haa/domain";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { SERVER_ZONE, useViewerZone } from "../../../shared/hooks/use-viewer-zone.ts";
import { dateTimeFormat } from "../../../shared/i18n/intl.ts";
import { loadChunk } from "../../../shared/lazy-chunk.ts";
import { openLogin } from "../../../shared/session/login-dialog-store.ts";
import { rememberRedirectTarget } from "../../../shared/session/redirect.ts";
import { ADMIN_ACCOUNT_TYPE, isLoggedIn, useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { downloadCalendar, type EventItem, eventListOf, useDeleteEvent, useEvents, useRsvp } from "../api/events.ts";
import { repeatLabelKey } from "../recurrence-picker.ts";
import "./events.css";
import { useCountryOptions } from "../../../shared/i18n/country-options.ts";
import { accountRoutes } from "../../account/manifest.ts";
import { membershipRoutes } from "../../membership/manifest.ts";

// The host's form (react-hook-form and the recurrence editor) loads when someone opens it: most readers only
// browse and answer.
const EventFormDialog = lazy(() =>
  loadChunk(() => import("./event-form.tsx")).then((m) => ({ default: m.EventFormDialog })),
);

/** A date and time in `timeZone`, named unless it is the reader's own (known once the page is in the browser). */
function formatIn(date: string, language: string, timeZone: string, named = true) {
  return dateTimeFormat(language, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    ...(named ? { timeZoneName: "short" } : {}),
  }).format(new Date(date));
}

function useLoginCall() {
  const location = useLocation();
  return () => {
    rememberRedirectTarget(location.pathname + location.search);
    openLogin();
  };
}

/** One date of an event: in the viewer's time (and the event's when it differs), with its calendar file. */
function OccurrenceItem({
  event,
  start,
  ownZone,
  onDownload,
}: {
  event: EventItem;
  start: string;
  ownZone: string;
  onDownload: (occurrence: string) => void;
}) {
  const { t, i18n } = useTranslation();
  // The server's render (and the hydration) writes UTC and says so; then the reader's own time, unnamed.
  const mine = formatIn(start, i18n.language, ownZone, ownZone === SERVER_ZONE);
  return (
    <li>
      <span>
        <span className="visually-hidden">{t("eventsPage.yourTime")}: </span>
        <time dateTime={start}>{mine}</time>
        {event.TimeZone !== ownZone ? (
          <span className="event-card__zone">
            {" "}
            · {t("eventsPage.eventTime", { zone: event.TimeZone.replaceAll("_", " ") })}:{" "}
            {formatIn(start, i18n.language, event.TimeZone)}
          </span>
        ) : null}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${t("eventsPage.thisDate")}: ${mine}`}
        onClick={() => onDownload(start)}
      >
        {t("eventsPage.thisDate")}
      </Button>
    </li>
  );
}

/**
 * Where an event takes place. The country is stored as its English name (the sign-up's list): it is shown in the
 * reader's language, or marked as English while that name is all there is (the server's render and the hydration,
 * ADR 0096). The address and the city are as the host typed them, in a language nobody recorded.
 */
export function EventPlace({ event }: { event: EventItem }) {
  const { i18n } = useTranslation();
  const countries = useCountryOptions(i18n.language);
  const local = event.Address || event.City ? [event.Address, event.City].filter(Boolean).join(", ") : "";
  const country = event.Country
    ? (countries.find((option) => option.value === event.Country)?.label ?? event.Country)
    : "";
  if (!local && !country) return null;
  return (
    <span>
      {local}
      {local && country ? ", " : null}
      {country ? (
        <span lang={country === event.Country && !i18n.language.startsWith("en") ? "en" : undefined}>{country}</span>
      ) : null}
    </span>
  );
}

/** One event or study group: its dates in the viewer's time and the event's, answers, calendar files. */
function EventCard({ event, onEdit, onDelete }: { event: EventItem; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const rsvp = useRsvp();
  const login = useLoginCall();
  const titleId = useId();
  const ownZone = useViewerZone();
  const [next, ...later] = event.NextOccurrence;

  const answer = async (going: boolean) => {
    try {
      const result = await rsvp.mutateAsync({ EventId: event.Id, Going: going });
      toast.success(result.Message);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const download = async (occurrence?: string) => {
    try {
      await downloadCalendar(event.Id, occurrence);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <li className="event-card card" aria-labelledby={titleId}>
      <div className="event-card__tags">
        <span className={`event-card__tag event-card__tag--${event.Type === "StudyGroup" ? "group" : "event"}`}>
          {event.Type === "StudyGroup" ? t("eventsPage.typeStudyGroup") : t("eventsPage.typeEvent")}
        </span>
        <span className="event-card__tag">{t(repeatLabelKey(event.Recurrence))}</span>
        {event.IsOnline ? <span className="event-card__tag">{t("eventsPage.modeOnline")}</span> : null}
      </div>
      <h3 id={titleId} className="event-card__title" lang={event.Lang}>
        {event.Title}
      </h3>
      <p className="event-card__meta">
        {event.IsOnline ? null : <EventPlace event={event} />}
        {event.IsOnline && event.OnlineLink && isWebLink(event.OnlineLink) ? (
          <a href={event.OnlineLink} rel="nofollow ugc noopener noreferrer" target="_blank">
            {t("eventsPage.joinOnline")}
          </a>
        ) : null}
        <span>{t("eventsPage.hostedBy", { name: event.HostName })}</span>
      </p>
      {event.Description ? (
        <p className="event-card__description" lang={event.Lang}>
          {event.Description}
        </p>
      ) : null}
      <h4 className="event-card__subtitle">{t("eventsPage.nextDates")}</h4>
      {/* The next date, and the rest behind "and N more" rather than every occurrence at once. */}
      <ul className="event-card__dates">
        {next ? <OccurrenceItem event={event} start={next.Start} ownZone={ownZone} onDownload={download} /> : null}
      </ul>
      {later.length > 0 ? (
        <details className="event-card__more">
          <summary>{t("eventsPage.moreDates", { count: later.length })}</summary>
          <ul className="event-card__dates">
            {later.map((occurrence) => (
              <OccurrenceItem
                key={occurrence.Start}
                event={event}
                start={occurrence.Start}
                ownZone={ownZone}
                onDownload={download}
              />
            ))}
          </ul>
        </details>
      ) : null}
      <div className="event-card__actions">
        <span className="event-card__count">{t("eventsPage.goingCount", { count: event.GoingCount })}</span>
        {isLoggedIn(session) ? (
          <>
            <Button
              size="sm"
              variant={event.MyRsvp === "Going" ? "primary" : "secondary"}
              aria-pressed={event.MyRsvp === "Going"}
              disabled={rsvp.isPending}
              onClick={() => answer(true)}
            >
              {event.MyRsvp === "Going" ? t("eventsPage.youAreGoing") : t("eventsPage.rsvpGoing")}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-pressed={event.MyRsvp === "NotGoing"}
              disabled={rsvp.isPending}
              onClick={() => answer(false)}
            >
              {event.MyRsvp === "NotGoing" ? t("eventsPage.youAreNotGoing") : t("eventsPage.rsvpNotGoing")}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={login}>
            {t("eventsPage.loginToRsvp")}
          </Button>
        )}
        {event.Recurrence ? (
          <Button size="sm" variant="secondary" onClick={() => download()}>
            {t("eventsPage.wholeSeries")}
          </Button>
        ) : null}
        {event.CanEdit ? (
          <>
            <Button size="sm" variant="ghost" onClick={onEdit}>
              {t("eventsPage.edit")}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDelete}>
              {t("eventsPage.delete")}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Visitors and Starter members: the study groups they would see with the Access plan or above. */
function LockedCall({ count, loggedIn }: { count: number; loggedIn: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card events-locked" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("eventsPage.lockedTitle")}</h2>
      <p>{t("eventsPage.lockedText", { count })}</p>
      <Link
        to={loggedIn ? membershipRoutes.to("manageMembership") : accountRoutes.to("register")}
        className="ui-button ui-button--primary ui-button--md"
      >
        {loggedIn ? t("eventsPage.upgrade") : t("eventsPage.join")}
      </Link>
    </section>
  );
}

/**
 * /studygroupsandevents (spec 001 §2): upcoming events and study groups by month, searched and filtered through
 * the query string; members answer and download calendar files; instructors and administrators host.
 */
export function EventsPage() {
  const { t, i18n } = useTranslation();
  const title = t("eventsPage.title");
  useDocumentTitle(title);
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { search, type, mode, country, list: listParams } = eventListOf(params);
  const countries = useCountryOptions(i18n.language);
  const [query, setQuery] = useState(search);
  const list = useEvents(listParams);
  const remove = useDeleteEvent();
  const [editing, setEditing] = useState<EventItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<EventItem | null>(null);
  const user = session.user;
  const mayHost =
    isLoggedIn(session) && (user?.AccountType === ADMIN_ACCOUNT_TYPE || user?.MembershipId === MembershipId.Instructor);

  const navigate = (change: Record<string, string>) => {
    const next = new URLSearchParams();
    const values = { search, type: type ?? "", mode: mode ?? "", country, ...change };
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ search: query.trim() });
  };
  const monthTitle = (year: number, month: number) =>
    dateTimeFormat(i18n.language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(Date.UTC(year, month - 1, 15)),
    );
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const result = await remove.mutateAsync(deleting.Id);
      toast.success(result.Message);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const data = list.data;

  return (
    <div className="container page events">
      <header className="page-header events__header">
        <div>
          <h1>{title}</h1>
          <p>{t("eventsPage.lead")}</p>
        </div>
        {mayHost ? <Button onClick={() => setEditing("new")}>{t("eventsPage.newEvent")}</Button> : null}
      </header>
      <search>
        <form className="events-search" onSubmit={onSearch}>
          <TextField
            label={t("eventsPage.searchLabel")}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={200}
          />
          <Button type="submit" variant="secondary">
            {t("eventsPage.searchButton")}
          </Button>
          <Select
            label={t("eventsPage.filterType")}
            value={type ?? ""}
            options={[
              { value: "", label: t("eventsPage.typeAll") },
              { value: "Event", label: t("eventsPage.typeEvent") },
              { value: "StudyGroup", label: t("eventsPage.typeStudyGroup") },
            ]}
            onChange={(event) => navigate({ type: event.target.value })}
          />
          <Select
            label={t("eventsPage.filterMode")}
            value={mode ?? ""}
            options={[
              { value: "", label: t("eventsPage.modeAll") },
              { value: "Online", label: t("eventsPage.modeOnline") },
              { value: "InPerson", label: t("eventsPage.modeInPerson") },
            ]}
            onChange={(event) => navigate({ mode: event.target.value })}
          />
          <Select
            label={t("eventsPage.filterCountry")}
            value={country}
            options={[{ value: "", label: t("eventsPage.countryAll") }, ...countries]}
            onChange={(event) => navigate({ country: event.target.value })}
          />
        </form>
      </search>
      {list.isError ? (
        <p role="alert" className="events__error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      <p className="muted" aria-live="polite">
        {list.isPending ? t("eventsPage.loading") : t("eventsPage.total", { total: data?.TotalCount ?? 0 })}
      </p>
      {data?.StudyGroupsLocked && data.LockedStudyGroupCount > 0 ? (
        <LockedCall count={data.LockedStudyGroupCount} loggedIn={isLoggedIn(session)} />
      ) : null}
      {data && data.List.length === 0 ? <p className="events__empty">{t("eventsPage.empty")}</p> : null}
      {data?.List.map((month) => (
        <section
          key={`${month.Year}-${month.Month}`}
          className="events__month"
          aria-busy={list.isFetching || undefined}
        >
          <h2>{monthTitle(month.Year, month.Month)}</h2>
          <ul className="events__list">
            {month.Data.map((event) => (
              <EventCard
                key={event.Id}
                event={event}
                onEdit={() => setEditing(event)}
                onDelete={() => setDeleting(event)}
              />
            ))}
          </ul>
        </section>
      ))}
      {editing ? (
        <Suspense fallback={null}>
          <EventFormDialog open event={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t("eventsPage.deleteTitle")}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t("eventsPage.cancel")}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              {t("eventsPage.delete")}
            </Button>
          </>
        }
      >
        <p>{t("eventsPage.deleteText", { title: deleting?.Title ?? "" })}</p>
      </Dialog>
    </div>
  );
}
