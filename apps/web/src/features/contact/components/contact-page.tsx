import {
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  type ContactMessage,
  contactMessageSchema,
} from "@haa/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { useFillUntouched } from "../../../shared/forms/fill-untouched.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { useDocumentTitle } from "../../../shared/hooks/use-document-title.ts";
import { useSession } from "../../../shared/session/session-store.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useSendContactMessage } from "../api/contact.ts";
import "./contact.css";

type Values = { Name: string; Email: string; Subject: string; Message: string; Website: string };
const FIELDS = new Set(["Name", "Email", "Subject", "Message"]);
const schema = contactMessageSchema as unknown as z.ZodType<ContactMessage, Values>;

function Sent({ message, onAnother }: { message: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="card contact__done" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t("contactPage.sentTitle")}
      </h2>
      <p>{message}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t("contactPage.another")}
      </Button>
    </section>
  );
}

/** /contact: write to the association; a member's name and address are filled in. */
export function ContactPage() {
  const { t } = useTranslation();
  const title = t("contactPage.title");
  useDocumentTitle(title);
  const session = useSession();
  const user = session.token ? session.user : null;
  const empty: Values = {
    Name: user ? [user.FirstName, user.LastName].filter(Boolean).join(" ") : "",
    Email: user?.Email ?? "",
    Subject: "",
    Message: "",
    Website: "",
  };
  const form = useZodForm(schema, { defaultValues: empty });
  useFillUntouched(form, user ? { Name: empty.Name, Email: empty.Email } : null);
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const honeypotId = useId();

  const onValid = async (values: ContactMessage) => {
    try {
      const result = await send.mutateAsync(values);
      form.reset(empty);
      setSent(result.Message);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (FIELDS.has(field)) form.setError(field as keyof Values, { type: "server", message });
        }
      }
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <div className="container page contact">
      <header className="page-header">
        <h1>{title}</h1>
        <p>{t("contactPage.lead")}</p>
      </header>
      {sent !== null ? (
        <Sent message={sent} onAnother={() => setSent(null)} />
      ) : (
        <Form
          form={form}
          onValid={onValid}
          onInvalid={() => toast.error(t("validation.missingOrIncorrect"))}
          className="card contact__form"
          aria-label={title}
        >
          <FormTextField
            control={form.control}
            name="Name"
            label={t("contactPage.name")}
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
          />
          <FormTextField
            control={form.control}
            name="Email"
            label={t("contactPage.email")}
            type="email"
            autoComplete="email"
            maxLength={254}
          />
          <FormTextField
            control={form.control}
            name="Subject"
            label={t("contactPage.subject")}
            maxLength={CONTACT_SUBJECT_MAX}
          />
          <FormTextArea
            control={form.control}
            name="Message"
            label={t("contactPage.message")}
            hint={t("contactPage.messageHint", { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX })}
            maxLength={CONTACT_MESSAGE_MAX}
            rows={7}
          />
          {/* The honeypot: off-screen and out of the tab order and the accessibility tree; bots fill it in. */}
          <div className="contact__trap" aria-hidden="true">
            <label htmlFor={honeypotId}>{t("contactPage.honeypot")}</label>
            <input id={honeypotId} tabIndex={-1} autoComplete="off" {...form.register(CONTACT_HONEYPOT)} />
          </div>
          <div>
            <Button type="submit" size="lg" loading={send.isPending}>
              {t("contactPage.send")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
