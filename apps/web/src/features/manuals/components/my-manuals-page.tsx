import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate, formatPrice } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { Select, TextField } from "../../../shared/ui/fields.tsx";
import { Pager } from "../../../shared/ui/pager.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import {
  MY_MANUALS_PAGE_SIZE,
  type MyManual,
  myManualsParams,
  useDownloadManual,
  useManualsForSale,
  useMyManuals,
} from "../api/manuals.ts";
import "./manuals.css";
import { accountRoutes } from "../../account/manifest.ts";
import { enrollmentRoutes } from "../../enrollment/manifest.ts";

function ManualCard({ manual }: { manual: MyManual }) {
  const { t } = useTranslation();
  const download = useDownloadManual();
  return (
    <li className="card manual-card">
      {manual.Thumbnail ? (
        <img
          className="manual-card__cover"
          src={manual.Thumbnail}
          alt={t("myManuals.thumbnailAlt", { title: manual.Title })}
          loading="lazy"
          width={160}
          height={213}
        />
      ) : (
        <div className="manual-card__cover manual-card__cover--empty" aria-hidden="true" />
      )}
      <div className="manual-card__body">
        <h2 className="manual-card__title">{manual.Title}</h2>
        {manual.Description ? <p>{manual.Description}</p> : null}
        <p className="muted manual-card__meta">
          {t("myManuals.purchaseId", { id: manual.PurchaseId })} ·{" "}
          {t("myManuals.grantedAt", { date: formatDate(manual.GrantedAt) })}
        </p>
        <Button
          loading={download.isPending}
          onClick={() => download.mutate(manual, { onError: () => toast.error(t("myManuals.downloadFailed")) })}
        >
          {t("myManuals.download")}
          <span className="visually-hidden">: {manual.Title}</span>
        </Button>
        {download.isPending ? (
          <p role="status" className="muted">
            {t("myManuals.preparing")}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function ManualList({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const listParams = myManualsParams(params);
  const { page, search, filter } = listParams;
  const [query, setQuery] = useState(search);
  const list = useMyManuals(userId, listParams);
  const hrefFor = (next: { page?: number; search?: string; filter?: string }) => {
    const values = { search, filter, page: 1, ...next };
    const out = new URLSearchParams();
    if (values.search) out.set("search", values.search);
    if (values.filter) out.set("filter", values.filter);
    if (values.page > 1) out.set("page", String(values.page));
    return `?${out.toString()}`;
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams(hrefFor({ search: query.trim() }).slice(1)));
  };
  const total = list.data?.TotalCount ?? 0;
  return (
    <>
      <search>
        <form className="manual-filters" onSubmit={onSearch}>
          <TextField
            label={t("myManuals.search")}
            type="search"
            value={query}
            maxLength={200}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit">{t("myManuals.search")}</Button>
          <Select
            label={t("myManuals.filter")}
            value={filter}
            options={[
              { value: "", label: t("myManuals.filterAll") },
              { value: "purchase", label: t("myManuals.filterPurchase") },
              { value: "course", label: t("myManuals.filterCourse") },
              { value: "admin", label: t("myManuals.filterAdmin") },
            ]}
            onChange={(event) => setParams(new URLSearchParams(hrefFor({ filter: event.target.value }).slice(1)))}
          />
        </form>
      </search>
      {list.isPending ? (
        <p role="status" className="muted">
          …
        </p>
      ) : list.isError ? (
        <p role="alert" className="card">
          {t("myManuals.loadError")}
        </p>
      ) : list.data.List.length === 0 ? (
        <p className="card">{t("myManuals.empty")}</p>
      ) : (
        <ul className="manual-list" aria-busy={list.isFetching}>
          {list.data.List.map((manual) => (
            <ManualCard key={manual.Id} manual={manual} />
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={Math.max(1, Math.ceil(total / MY_MANUALS_PAGE_SIZE))}
        label={t("myManuals.title")}
        hrefFor={(to) => hrefFor({ page: to })}
      />
    </>
  );
}

/** The manuals the member does not own yet, each with its price and a link to /manualcheckout (ADR 0039). */
function AvailableManuals() {
  const { t } = useTranslation();
  const sale = useManualsForSale();
  const available = (sale.data ?? []).filter((manual) => !manual.Owned);
  if (available.length === 0) return null;
  return (
    <section className="my-manuals__available" aria-labelledby="manuals-available-title">
      <h2 id="manuals-available-title">{t("myManuals.availableTitle")}</h2>
      <ul className="my-manuals__sale">
        {available.map((manual) => (
          <li key={manual.Id} className="card manual-sale">
            <h3>{manual.Title}</h3>
            {manual.Description ? <p className="muted">{manual.Description}</p> : null}
            <p className="manual-sale__price">{formatPrice(Math.round(manual.Price * 100))}</p>
            <ButtonLink
              size="sm"
              to={`${enrollmentRoutes.to("manualCheckout")}?manualId=${manual.Id}`}
              aria-label={t("myManuals.buyLabel", { title: manual.Title })}
            >
              {t("myManuals.buy")}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /mymanuals: the member's digital manuals with covers; each download is a copy personalised for them. */
export function MyManualsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("myManuals.title"));
  return (
    <div className="container page my-manuals">
      <header className="page-header">
        <h1>{t("myManuals.title")}</h1>
        <p>{t("myManuals.intro")}</p>
      </header>
      <MemberGate title={t("myManuals.title")} registerTo={accountRoutes.to("register")}>
        {(user) => (
          <>
            <ManualList userId={user.Id} />
            <AvailableManuals />
          </>
        )}
      </MemberGate>
    </div>
  );
}
