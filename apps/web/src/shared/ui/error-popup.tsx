import { useTranslation } from "react-i18next";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";

export interface ErrorPopupProps {
  /** The already translated message, or null when closed. */
  message: string | null;
  onClose: () => void;
}

/** The 'Oops...' error popup (spec 000 §8). */
export function ErrorPopup({ message, onClose }: ErrorPopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title={t("dialogs.oopsTitle")}
      width={460}
      tone="error"
      footer={
        <Button onClick={onClose} data-autofocus>
          {t("common.ok")}
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
