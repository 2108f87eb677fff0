import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  CONTACT_PAGE_SIZE,
  CONTACT_STATUSES,
  type ContactListParams,
  type ContactMessageItem,
  contactListParams,
  useContactMessages,
  useMarkHandled,
} from "../api/contact.ts";
import "./contact.css";

function Message({ item, onToggle }: { item: ContactMessageItem; onToggle: () => void }) {
  const { t } = useTranslation();
  const received = formatDate(item.CreatedAt) ?? "";
  const handledDate = formatDate(item.HandledAt) ?? "";
  return (
    <li className={`card contact-admin__item${item.HandledAt ? " contact-admin__item--handled" : ""}`}>
      <h3>{item.Subject}</h3>
      <p className="muted">
        {item.Name} &lt;{item.Email}&gt; · {t("contactAdmin.received", { date: received })}
      </p>
      <p className="contact-admin__body">{item.Message}</p>
      <div className="contact-admin__actions">
        {item.HandledAt ? (
          <span className="muted">
            {item.HandledBy
              ? t("contactAdmin.handledBy", { date: handledDate, name: item.HandledBy })
              : t("contactAdmin.handledOn", { date: handledDate })}
          </span>
        ) : null}
        <Button
          size="sm"
          variant={item.HandledAt ? "secondary" : "primary"}
          aria-label={t(item.HandledAt ? "contactAdmin.reopenItem" : "contactAdmin.markHandledItem", {
            name: item.Name,
          })}
          onClick={onToggle}
        >
          {item.HandledAt ? t("contactAdmin.reopen") : t("contactAdmin.markHandled")}
        </Button>
        <a href={`mailto:${item.Email}?subject=${encodeURIComponent(`Re: ${item.Subject}`)}`}>
          {t("contactAdmin.reply")}
        </a>
      </div>
    </li>
  );
}

function Inbox() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shown = contactListParams(params);
  const { page, search, status } = shown;
  const [query, setQuery] = useState(search);
  const list = useContactMessages(shown);
  const mark = useMarkHandled();
  const total = list.data?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
  const items = list.data?.List ?? [];

  const go = (change: { status?: ContactListParams["status"]; search?: string; page?: number }) => {
    const next = new URLSearchParams();
    const values = { status, search, page: 1, ...change };
    if (values.status !== "all") next.set("status", values.status);
    if (values.search) next.set("search", values.search);
    if (values.page > 1) next.set("page", String(values.page));
    setParams(next);
  };

  return (
    <>
      <search>
        <form
          className="contact-admin__filters"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            go({ search: query.trim() });
          }}
        >
          <TextField
            label={t("contactAdmin.searchLabel")}
            type="search"
            placeholder={t("contactAdmin.searchPlaceholder")}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t("contactAdmin.searchButton")}
          </Button>
          <Select
            label={t("contactAdmin.statusLabel")}
            value={status}
            options={CONTACT_STATUSES.map((value) => ({ value, label: t(`contactAdmin.${value}`) }))}
            onChange={(event) => go({ status: event.target.value as ContactListParams["status"] })}
          />
        </form>
      </search>
      {list.isError ? (
        <p role="alert" className="contact-admin__error">
          {errorMessage(t, list.error)}
        </p>
      ) : null}
      <p className="muted" aria-live="polite">
        {list.isPending ? t("contactAdmin.loading") : t("contactAdmin.caption", { total })}
      </p>
      {!list.isPending && items.length === 0 ? (
        <p>{t("contactAdmin.empty")}</p>
      ) : (
        <ul className="contact-admin__list" aria-busy={list.isFetching || undefined}>
          {items.map((item) => (
            <Message
              key={item.Id}
              item={item}
              onToggle={() =>
                mark.mutate(
                  { id: item.Id, handled: !item.HandledAt },
                  {
                    onSuccess: (result) => toast.success(result.Message || t("common.ok")),
                    onError: (error) => toast.error(errorMessage(t, error)),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} label={t("contactAdmin.pagination")} onPage={(to) => go({ page: to })} />
    </>
  );
}

/** /admin/contact (administrators): the contact form's messages, newest first, with "mark handled". */
export function AdminContactPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("contactAdmin.title"));
  return (
    <div className="container page">
      <header className="page-header">
        <span className="eyebrow">{t("contactAdmin.eyebrow")}</span>
        <h1>{t("contactAdmin.title")}</h1>
      </header>
      <AdminGate
        forbiddenTitle={t("contactAdmin.forbiddenTitle")}
        forbiddenText={t("contactAdmin.forbiddenText")}
        loginText={t("contactAdmin.loginText")}
      >
        <Inbox />
      </AdminGate>
    </div>
  );
}
