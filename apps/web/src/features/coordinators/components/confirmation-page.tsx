import type { InstructorCoordinator } from "@haa/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { MemberGate } from "../../../shared/session/member-gate.tsx";
import { Button, ButtonLink } from "../../../shared/ui/button.tsx";
import { useRespond } from "../api/coordinators.ts";
import "./coordinators.css";
import { accountRoutes } from "../../account/manifest.ts";
import { coordinatorsRoutes } from "../manifest.ts";

type Outcome = { accepted: true; link: InstructorCoordinator } | { accepted: false };

/** Accept or decline with the mail's token; the answer says what comes next. */
function ConfirmInvitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const respond = useRespond();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = async (IsAccepted: boolean) => {
    setError(null);
    try {
      const result = await respond.mutateAsync({ Token: token, IsAccepted });
      setOutcome(IsAccepted ? { accepted: true, link: result.Data } : { accepted: false });
    } catch (failure) {
      setError(errorMessage(t, failure));
    }
  };
  if (outcome?.accepted) {
    const instructor = outcome.link.Instructor;
    return (
      <div className="card coordinator-card" role="status">
        <p>{t("coordinatorsUi.acceptedNext", { name: `${instructor.FirstName} ${instructor.LastName}` })}</p>
        <ButtonLink to={coordinatorsRoutes.to("profileCbpAgreement")}>{t("coordinatorsUi.readAgreement")}</ButtonLink>
      </div>
    );
  }
  if (outcome) {
    return (
      <p className="card coordinator-card" role="status">
        {t("coordinatorsUi.rejectedDone")}
      </p>
    );
  }
  return (
    <div className="card coordinator-card">
      <p>{t("coordinatorsUi.confirmLead")}</p>
      {error ? <p role="alert">{error}</p> : null}
      <div className="coordinator-tools__actions">
        <Button onClick={() => answer(true)} disabled={respond.isPending}>
          {t("coordinatorsUi.accept")}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)} disabled={respond.isPending}>
          {t("coordinatorsUi.reject")}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/coordinatorconfirmation?token=…`: the invitee opens the mail's link. A visitor is asked to log in or sign up
 * first (the login prompt remembers this address, token included, and comes back here).
 */
export function CoordinatorConfirmationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const title = t("coordinatorsUi.titleConfirmation");
  useDocumentTitle(title);
  return (
    <div className="container page">
      <h1>{title}</h1>
      {token ? (
        <MemberGate title={title} registerTo={accountRoutes.to("register")}>
          {() => <ConfirmInvitation token={token} />}
        </MemberGate>
      ) : (
        <p role="alert">{t("coordinatorsUi.missingToken")}</p>
      )}
    </div>
  );
}
