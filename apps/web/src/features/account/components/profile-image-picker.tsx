import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button.tsx";

const ACCEPTED_TYPES = new Set(["image/jpeg", "image/png", "image/gif", "image/webp"]);
const MAX_BYTES = 5 * 1024 * 1024;

export interface ProfileImagePickerProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** Already translated error (e.g. from the server). */
  error?: string;
}

/** Optional profile picture with a preview; rejects non-images and files over 5 MB right away. */
export function ProfileImagePicker({ file, onChange, error }: ProfileImagePickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shownError = localError ?? error;
  const errorId = shownError ? `${inputId}-error` : undefined;

  return (
    <div className="image-picker">
      <div className="image-picker__preview">
        {preview ? (
          <img src={preview} alt={t("signup.imagePreview")} />
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        )}
      </div>
      <div className="image-picker__controls">
        <label htmlFor={inputId} className="ui-field__label">
          {t("signup.profileImage")} <span className="ui-field__optional">({t("common.optional")})</span>
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="image-picker__input"
          aria-describedby={errorId}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !ACCEPTED_TYPES.has(chosen.type)) {
              setLocalError(t("validation.profileImageType"));
              event.target.value = "";
              onChange(null);
              return;
            }
            if (chosen && chosen.size > MAX_BYTES) {
              setLocalError(t("validation.profileImageSize"));
              event.target.value = "";
              onChange(null);
              return;
            }
            setLocalError(null);
            onChange(chosen);
          }}
        />
        {file ? (
          <div className="image-picker__buttons">
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                if (inputRef.current) inputRef.current.value = "";
                onChange(null);
              }}
            >
              {t("signup.removeImage")}
            </Button>
          </div>
        ) : null}
        {shownError ? (
          <p id={errorId} className="ui-field__error">
            {shownError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
