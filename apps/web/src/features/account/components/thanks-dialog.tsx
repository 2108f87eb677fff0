import { Trans, useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { SUPPORT_EMAIL } from "../../../shared/config.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";

export interface ThanksDialogProps {
  /** The address the confirmation went to; null when closed. */
  email: string | null;
  onClose: () => void;
}

/** 'Thanks for signing up!' (spec 000 §2, screen 4). */
export function ThanksDialog({ email, onClose }: ThanksDialogProps) {
  const { t } = useTranslation();
  const resend = useResendConfirmation();

  const onResend = () => {
    if (!email) return;
    resend.mutate(email, {
      onSuccess: () => toast.success(t("notices.confirmationSent")),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      title={t("dialogs.thanksTitle")}
      width={600}
      tone="success"
      footer={
        <>
          <Button variant="secondary" onClick={onResend} loading={resend.isPending}>
            {t("dialogs.resendConfirmation")}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {t("common.close")}
          </Button>
        </>
      }
    >
      <p>
        <Trans i18nKey="dialogs.thanksSent" values={{ email: email ?? "" }} components={{ strong: <strong /> }} />
      </p>
      <p>{t("dialogs.thanksCannotLogin")}</p>
      <p className="muted">{t("dialogs.thanksSpam")}</p>
      <p className="muted">
        {t("dialogs.thanksSupport")} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </Dialog>
  );
}
