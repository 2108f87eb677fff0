import {
  type AddTestimonial,
  type AddTestimonialForm,
  addTestimonialSchema,
  TESTIMONIAL_LOCATION_MAX,
  TESTIMONIAL_NAME_MAX,
  TESTIMONIAL_TEXT_MAX,
  TESTIMONIAL_TEXT_MIN,
} from "@haa/domain";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/client.ts";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { Form, FormTextArea, FormTextField, useZodForm } from "../../../shared/forms/form.tsx";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { useAddTestimonial } from "../api/testimonials.ts";

type Values = { Text: string; DisplayName: string; Location: string };
const EMPTY: Values = { Text: "", DisplayName: "", Location: "" };
const FIELDS = new Set(Object.keys(EMPTY));
const schema = addTestimonialSchema as unknown as z.ZodType<AddTestimonial, Values>;

/** The confirmation; its title takes the focus so screen readers read it at once. */
function Waiting({ message, onAnother }: { message: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="card testimonials-share" aria-labelledby={titleId}>
      <h2 id={titleId} ref={titleRef} tabIndex={-1}>
        {t("testimonialsPage.waitingTitle")}
      </h2>
      <p>{message}</p>
      <p className="muted">{t("testimonialsPage.waitingText")}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t("testimonialsPage.another")}
      </Button>
    </section>
  );
}

/** A member's testimonial: plain text, checked by the shared rules, then waiting for an administrator. */
export function TestimonialForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const add = useAddTestimonial();
  const [done, setDone] = useState<string | null>(null);

  const onValid = async (values: AddTestimonial) => {
    try {
      const body: AddTestimonialForm = { Text: values.Text };
      if (values.DisplayName) body.DisplayName = values.DisplayName;
      if (values.Location) body.Location = values.Location;
      const result = await add.mutateAsync(body);
      form.reset(EMPTY);
      setDone(result.Message);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (FIELDS.has(field)) form.setError(field as keyof Values, { type: "server", message });
        }
      }
      toast.error(errorMessage(t, error));
    }
  };

  if (done !== null) return <Waiting message={done} onAnother={() => setDone(null)} />;

  return (
    <section className="card testimonials-share" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("testimonialsPage.shareTitle")}</h2>
      <p className="muted">{t("testimonialsPage.shareLead")}</p>
      <Form
        form={form}
        onValid={onValid}
        onInvalid={() => toast.error(t("validation.missingOrIncorrect"))}
        className="testimonials-share__form"
        aria-labelledby={titleId}
      >
        <FormTextArea
          control={form.control}
          name="Text"
          label={t("testimonialsPage.text")}
          hint={t("testimonialsPage.textHint", { min: TESTIMONIAL_TEXT_MIN, max: TESTIMONIAL_TEXT_MAX })}
          maxLength={TESTIMONIAL_TEXT_MAX}
          rows={6}
        />
        <FormTextField
          control={form.control}
          name="DisplayName"
          label={t("testimonialsPage.displayName")}
          optionalLabel={t("common.optional")}
          hint={t("testimonialsPage.displayNameHint")}
          maxLength={TESTIMONIAL_NAME_MAX}
          autoComplete="nickname"
        />
        <FormTextField
          control={form.control}
          name="Location"
          label={t("testimonialsPage.location")}
          optionalLabel={t("common.optional")}
          hint={t("testimonialsPage.locationHint")}
          maxLength={TESTIMONIAL_LOCATION_MAX}
          autoComplete="address-level2"
        />
        <div>
          <Button type="submit" loading={add.isPending}>
            {t("testimonialsPage.submit")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
