import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";

export interface AutoRenewalSuccessDialogProps {
  open: boolean;
  /** Called by every way of closing it (button, Esc, close icon). */
  onClose: () => void;
}

/**
 * Spec 000 §2 screen 3: after a payment that sets up auto-renewal, 'Well done. Your membership is now set
 * up for auto-renewals.' with the note that auto-renewals can be switched off on the management page.
 */
export function AutoRenewalSuccessDialog({ open, onClose }: AutoRenewalSuccessDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("payment.successTitle")}
      width={500}
      tone="success"
      footer={
        <Button onClick={onClose} data-autofocus>
          {t("common.ok")}
        </Button>
      }
    >
      <p>{t("payment.autoRenewalSetUp")}</p>
      <p className="muted">{t("payment.autoRenewalNote")}</p>
    </Dialog>
  );
}
