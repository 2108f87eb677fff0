import type { CeCycleStatus } from "@haa/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { TextField } from "../../../shared/ui/fields.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type CeuFilters, ceuFiltersOf, useDownloadTranscript, useUserCeus } from "../api/credits.ts";
import { CeLedgerTable } from "./ce-ledger-table.tsx";
import { ExamResultsTable } from "./exam-results-table.tsx";
import "./credits.css";
import { accountRoutes } from "../../account/manifest.ts";

/** The current cycle: dates, credits against the requirement, a progress bar. */
export function CycleCard({ cycle }: { cycle: CeCycleStatus }) {
  const { t } = useTranslation();
  const complete = cycle.EarnedCredits >= cycle.RequiredCredits;
  return (
    <section className="card ceu-cycle" aria-labelledby="ceu-cycle-heading">
      <h2 id="ceu-cycle-heading">{t("myCeus.cycleHeading")}</h2>
      <p className="muted">{t("myCeus.cycleRange", { start: formatDate(cycle.Start), end: formatDate(cycle.End) })}</p>
      <p className="ceu-cycle__figure">
        {t("myCeus.cycleProgress", { earned: cycle.EarnedCredits, required: cycle.RequiredCredits })}
      </p>
      <progress
        className="ceu-cycle__bar"
        max={100}
        value={cycle.Percent}
        aria-label={t("myCeus.cycleProgress", { earned: cycle.EarnedCredits, required: cycle.RequiredCredits })}
      >
        {cycle.Percent}%
      </progress>
      <p>{complete ? t("myCeus.cycleComplete") : t("myCeus.cycleDaysLeft", { count: cycle.DaysLeft })}</p>
    </section>
  );
}

/** Filters live in the URL (?search=&from=&to=), so the back button and shared links keep them. */
function useFilters(): [CeuFilters, (next: CeuFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = ceuFiltersOf(params);
  const set = (next: CeuFilters) => {
    const search = new URLSearchParams();
    if (next.search) search.set("search", next.search);
    if (next.startDate) search.set("from", next.startDate);
    if (next.endDate) search.set("to", next.endDate);
    setParams(search);
  };
  return [filters, set];
}

function Ledger({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useFilters();
  const [draft, setDraft] = useState(filters);
  const ledger = useUserCeus(userId, filters);
  const download = useDownloadTranscript();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, search: draft.search.trim() });
  };
  const fetch = (kind: "csv" | "pdf") =>
    download.mutate({ userId, kind, filters }, { onError: (error) => toast.error(errorMessage(t, error)) });

  return (
    <>
      {ledger.data ? <CycleCard cycle={ledger.data.Cycle} /> : null}
      <search>
        <form className="ceu-filters" onSubmit={onSubmit}>
          <TextField
            label={t("myCeus.search")}
            type="search"
            value={draft.search}
            maxLength={100}
            onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          />
          <TextField
            label={t("myCeus.startDate")}
            type="date"
            value={draft.startDate}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
          <TextField
            label={t("myCeus.endDate")}
            type="date"
            value={draft.endDate}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
          <div className="ceu-filters__actions">
            <Button type="submit">{t("myCeus.apply")}</Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                const empty = { search: "", startDate: "", endDate: "" };
                setDraft(empty);
                setFilters(empty);
              }}
            >
              {t("myCeus.clear")}
            </Button>
          </div>
        </form>
      </search>
      {ledger.isError ? (
        <div role="alert" className="card">
          <p>{errorMessage(t, ledger.error) || t("myCeus.loadError")}</p>
        </div>
      ) : null}
      <div className="ceu-downloads">
        <Button
          variant="secondary"
          loading={download.isPending && download.variables?.kind === "csv"}
          onClick={() => fetch("csv")}
        >
          {t("myCeus.downloadCsv")}
        </Button>
        <Button
          variant="secondary"
          loading={download.isPending && download.variables?.kind === "pdf"}
          onClick={() => fetch("pdf")}
        >
          {t("myCeus.downloadPdf")}
        </Button>
      </div>
      <CeLedgerTable ledger={ledger} caption={t("myCeus.tableCaption")} empty={t("myCeus.empty")} announceTotal />
      {/* Every result shows here, passed or not; a pass's credits are also a line of the ledger above. */}
      <section className="ceu-exams" aria-labelledby="ceu-exams-title">
        <h2 id="ceu-exams-title">{t("credentials.examsHeading")}</h2>
        <ExamResultsTable userId={userId} />
      </section>
    </>
  );
}

/** /myceus: the member's CE ledger with search and a date range, the cycle's progress and the transcripts. */
export function MyCeusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("myCeus.title"));
  return (
    <div className="container page my-ceus">
      <header className="page-header">
        <h1>{t("myCeus.title")}</h1>
        <p>{t("myCeus.intro")}</p>
      </header>
      <MemberGate title={t("myCeus.title")} registerTo={accountRoutes.to("register")}>
        {(user) => <Ledger userId={user.Id} />}
      </MemberGate>
    </div>
  );
}
