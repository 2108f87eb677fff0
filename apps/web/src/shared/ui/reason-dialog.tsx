import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { translateMessage } from "../i18n/translate-message.ts";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { TextArea } from "./fields.tsx";

type ReasonRule = z.ZodType<string, string>;

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What confirming will do, shown above the reason. */
  description?: ReactNode;
  /** The reason field's label and hint. */
  label: ReactNode;
  hint?: ReactNode;
  /**
   * The API's own rule for the reason, or a loader of it (so zod stays out of the screen's chunk, ADR 0061); its
   * first issue's message (a catalogue key) is shown under the field.
   */
  rule: ReasonRule | (() => Promise<ReasonRule>);
  maxLength: number;
  confirmLabel: ReactNode;
  /** An irreversible or harsh action: the error tone and a danger button. */
  destructive?: boolean;
  busy: boolean;
  /**
   * Sends the trimmed reason. The dialog closes when it resolves; when it rejects, the caller has shown why and
   * the dialog stays open with the reason for another try.
   */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Confirms an action and asks why (a lock, a moderation): the reason is required and checked before sending. */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  label,
  hint,
  rule,
  maxLength,
  confirmLabel,
  destructive = false,
  busy,
  onConfirm,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // Each opening starts empty, however the last one ended (cancel, Esc, success, or the caller closing it).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason("");
      setProblem(null);
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    let schema: ReasonRule;
    try {
      schema = typeof rule === "function" ? await rule() : rule;
    } catch {
      // The rule's code could not be loaded (offline, or a new release): the reason stays for another try.
      setProblem("common.networkError");
      return;
    }
    const checked = schema.safeParse(trimmed);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "");
      return;
    }
    setProblem(null);
    try {
      await onConfirm(trimmed);
      onClose();
    } catch {
      // The caller showed the server's message; the reason stays for another try.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={500}
      tone={destructive ? "error" : "default"}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form={formId} variant={destructive ? "danger" : "primary"} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {description ? <p>{description}</p> : null}
        <TextArea
          label={label}
          value={reason}
          rows={3}
          required
          maxLength={maxLength}
          hint={hint}
          error={problem ? translateMessage(t, problem) : undefined}
          onChange={(event) => setReason(event.target.value)}
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
