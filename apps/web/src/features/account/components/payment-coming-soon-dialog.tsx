import type { MembershipLevel } from "@haa/domain";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../../shared/i18n/format.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { Dialog } from "../../../shared/ui/dialog.tsx";

export interface PaymentComingSoonDialogProps {
  level: MembershipLevel | null;
  onClose: () => void;
  onChooseStarter: () => void;
}

/**
 * Stand-in for the paid-plan payment dialog (a later issue builds the card form). It carries the spec's
 * title, '<Level> Membership Payment', and creates no account.
 */
export function PaymentComingSoonDialog({ level, onClose, onChooseStarter }: PaymentComingSoonDialogProps) {
  const { t } = useTranslation();
  const levelName = level ? t(`plans.${level.name}.name`) : "";
  return (
    <Dialog
      open={level !== null}
      onClose={onClose}
      title={t("signup.paymentTitle", { level: levelName })}
      width={500}
      footer={
        <>
          <Button variant="secondary" onClick={onChooseStarter}>
            {t("signup.chooseStarter")}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {t("common.close")}
          </Button>
        </>
      }
    >
      {level ? <p>{t("signup.paymentTotal", { level: levelName, price: formatPrice(level.priceCents) })}</p> : null}
      <p>{t("signup.paymentSoon")}</p>
      <p className="muted">{t("signup.paymentKept")}</p>
    </Dialog>
  );
}
