import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { LazySchema } from "../../../shared/forms/lazy-schema.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { AdminGate } from "../../../shared/session/admin-gate.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { Tabs } from "../../../shared/ui/tabs.tsx";
import { type CeCycle, creditsAdminTab, useCeCycle, useSetCeCycle } from "../api/credits.ts";
import "../components/credits.css";
import { showServerErrors } from "./exam-dialogs.tsx";
import { ExamsTab } from "./exams-tab.tsx";
import { LedgersTab } from "./ledgers-tab.tsx";

/** The cycle as typed: number fields' text until the schema reads it. */
interface CycleValues {
  Years: string;
  RequiredCredits: string;
}
const cycleSchema = new LazySchema(() =>
  import("../credits-schemas.ts").then(
    (module) => module.setCeCycleSchema as unknown as z.ZodType<CeCycle, CycleValues>,
  ),
);

function CycleForm({ cycle }: { cycle: CeCycle }) {
  const { t } = useTranslation();
  const save = useSetCeCycle();
  const form = useZodForm(cycleSchema, {
    defaultValues: { Years: String(cycle.Years), RequiredCredits: String(cycle.RequiredCredits) },
  });
  return (
    <Form
      form={form}
      className="card credits-admin-form"
      aria-labelledby="credits-cycle-title"
      onValid={(values) =>
        save.mutate(values, { onError: (error) => showServerErrors(form, error, ["Years", "RequiredCredits"]) })
      }
    >
      <h2 id="credits-cycle-title">{t("creditsAdmin.cycleTitle")}</h2>
      <p>{t("creditsAdmin.cycleIntro")}</p>
      <p>
        <strong>{t("creditsAdmin.current", { credits: cycle.RequiredCredits, years: cycle.Years })}</strong>
      </p>
      <FormTextField
        control={form.control}
        name="Years"
        label={t("creditsAdmin.years")}
        type="number"
        inputMode="numeric"
        min="1"
        max="10"
        step="1"
        required
      />
      <FormTextField
        control={form.control}
        name="RequiredCredits"
        label={t("creditsAdmin.requiredCredits")}
        type="number"
        inputMode="numeric"
        min="1"
        max="1000"
        step="1"
        required
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t("creditsAdmin.save")}
        </Button>
      </div>
      {save.isError ? (
        <p role="alert" className="credits-admin-error">
          {errorMessage(t, save.error)}
        </p>
      ) : save.isSuccess ? (
        <p role="status">{save.data.Message}</p>
      ) : null}
    </Form>
  );
}

function CycleSection() {
  const { t } = useTranslation();
  const cycle = useCeCycle();
  if (cycle.isPending) return <p>{t("common.loading")}</p>;
  if (cycle.isError) return <p role="alert">{errorMessage(t, cycle.error)}</p>;
  return <CycleForm key={`${cycle.data.Years}:${cycle.data.RequiredCredits}`} cycle={cycle.data} />;
}

/** The three tabs; the open one lives in `?tab=` so a reload or a shared link keeps it. */
function CreditsTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = creditsAdminTab(params);
  return (
    <Tabs
      label={t("creditsAdmin.tabsLabel")}
      value={tab}
      onValueChange={(value) => setParams(value === "cycle" ? {} : { tab: value }, { replace: true })}
      items={[
        { value: "cycle", label: t("creditsAdmin.tabCycle"), content: <CycleSection /> },
        { value: "ledgers", label: t("creditsAdmin.tabLedgers"), content: <LedgersTab /> },
        { value: "exams", label: t("creditsAdmin.tabExams"), content: <ExamsTab /> },
      ]}
    />
  );
}

/**
 * /admin/credits: the CE cycle in force (ADR 0048), members' ledgers with adjustments, and exams with their
 * results (ADR 0050), one tab each.
 */
export function AdminCreditsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("creditsAdmin.title"));
  return (
    <div className="container credits-admin-page">
      <h1>{t("creditsAdmin.title")}</h1>
      <AdminGate
        forbiddenTitle={t("creditsAdmin.forbiddenTitle")}
        forbiddenText={t("creditsAdmin.forbiddenText")}
        loginText={t("creditsAdmin.loginText")}
      >
        <CreditsTabs />
      </AdminGate>
    </div>
  );
}
