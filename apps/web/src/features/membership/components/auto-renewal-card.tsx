import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { formatDate } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { Switch } from "../../../shared/ui/switch.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useCancelUserMembership } from "../api/cancel-user-membership.ts";
import type { CurrentMembership } from "../api/get-membership-by-user-id.ts";
import { useResumeUserMembership } from "../api/resume-user-membership.ts";
import { levelLabel } from "./payment-labels.ts";

/**
 * The auto-renewal switch (spec 000 §4: "renewal is switched off on the management page"). Switching off asks
 * first, then PUT CancelUserMembership; switching on is PUT ResumeUserMembership. Access lasts until the end
 * date either way.
 */
export function AutoRenewalCard({ userId, membership }: { userId: number; membership: CurrentMembership }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancel = useCancelUserMembership();
  const resume = useResumeUserMembership();
  const [confirming, setConfirming] = useState(false);
  const on = membership.AutoRenew && membership.Status !== "Cancelled" && membership.Status !== "Lapsed";
  const ended = !membership.IsActive;
  const endDate = formatDate(membership.EndDateTime) ?? "";
  const busy = cancel.isPending || resume.isPending;

  const switchOff = () =>
    cancel.mutate(userId, {
      onSuccess: (result) => {
        setConfirming(false);
        toast.success(result.Message);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(errorMessage(t, error));
      },
    });

  const switchOn = () =>
    resume.mutate(userId, {
      onSuccess: (result) => toast.success(result.Message),
      onError: (error) => toast.error(errorMessage(t, error)),
    });

  // A free plan's renewal charges nothing, so it needs no card: "with the card on file" would contradict the
  // billing card's "No card is stored" for a Starter member.
  const free = (membership.NextRenewalAmount ?? membership.Price) === 0;
  const description = ended
    ? t("manage.autoRenewEnded")
    : on
      ? t(free ? "manage.autoRenewOnFree" : "manage.autoRenewOn", { date: endDate })
      : t("manage.autoRenewOff", { date: endDate });

  return (
    <section className="card member-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("manage.autoRenewTitle")}</h2>
      <Switch
        label={t("manage.autoRenewLabel")}
        description={description}
        checked={on}
        disabled={ended || busy}
        onCheckedChange={(checked) => {
          if (checked) switchOn();
          else setConfirming(true);
        }}
      />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t("manage.cancelTitle")}
        width={460}
        dismissible={!cancel.isPending}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={cancel.isPending} data-autofocus>
              {t("manage.keepAutoRenew")}
            </Button>
            <Button variant="danger" onClick={switchOff} loading={cancel.isPending}>
              {t("manage.confirmCancel")}
            </Button>
          </>
        }
      >
        <p>
          {membership.Status === "PastDue"
            ? t("manage.cancelPastDue")
            : t("manage.cancelText", { level: levelLabel(t, membership.MembershipId), date: endDate })}
        </p>
        {membership.PendingMembershipId ? <p className="muted">{t("manage.cancelClearsDowngrade")}</p> : null}
      </Dialog>
    </section>
  );
}
