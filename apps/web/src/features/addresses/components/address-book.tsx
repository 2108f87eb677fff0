import { ADDRESSES_PER_MEMBER, type AddressForm as AddressValues } from "@haa/domain";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../shared/api/error-message.ts";
import { loadChunk } from "../../../shared/lazy-chunk.ts";
import { Button } from "../../../shared/ui/button.tsx";
import { toast } from "../../../shared/ui/toast/toast-store.ts";
import { type UserAddress, useDeleteAddress, useSaveAddress, useUserAddresses } from "../api/addresses.ts";
import { countryLabel } from "./country-label.ts";

// The dialogs and the form (its schema and the country list) load when an address is added, edited or deleted:
// the book itself only lists addresses.
const Dialog = lazy(() =>
  loadChunk(() => import("../../../shared/ui/dialog.tsx")).then((m) => ({ default: m.Dialog })),
);
const AddressForm = lazy(() => loadChunk(() => import("./address-form.tsx")).then((m) => ({ default: m.AddressForm })));

function valuesOf(address: UserAddress): AddressValues {
  return {
    FullName: address.FullName,
    Line1: address.Line1,
    Line2: address.Line2,
    City: address.City,
    State: address.State,
    PostalCode: address.PostalCode,
    CountryCode: address.CountryCode,
    Phone: address.Phone,
    IsDefault: address.IsDefault,
  };
}

function AddressCard({
  address,
  onEdit,
  onDelete,
  onMakeDefault,
  busy,
}: {
  address: UserAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const nameId = useId();
  const cityLine = [address.PostalCode, address.City, address.State].filter(Boolean).join(" ");
  return (
    <li className="address-card" aria-labelledby={nameId}>
      <div className="address-card__head">
        <strong id={nameId}>{address.FullName}</strong>
        {address.IsDefault ? <span className="address-card__badge">{t("addressBook.default")}</span> : null}
      </div>
      <address className="address-card__lines">
        <span>{address.Line1}</span>
        {address.Line2 ? <span>{address.Line2}</span> : null}
        <span>{cityLine}</span>
        <span>{countryLabel(address.CountryCode, address.CountryName, i18n.language)}</span>
        {address.Phone ? <span>{address.Phone}</span> : null}
      </address>
      <div className="address-card__actions">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-describedby={nameId}>
          {t("addressBook.edit")}
        </Button>
        {address.IsDefault ? null : (
          <Button size="sm" variant="ghost" onClick={onMakeDefault} loading={busy} aria-describedby={nameId}>
            {t("addressBook.makeDefault")}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDelete} aria-describedby={nameId}>
          {t("addressBook.delete")}
        </Button>
      </div>
    </li>
  );
}

/** The member's address book (/profile/account): add, edit, delete and choose the default address. */
export function AddressBook({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const addresses = useUserAddresses(userId);
  const save = useSaveAddress(userId);
  const remove = useDeleteAddress(userId);
  // null: no dialog; "new": adding; an address: editing it.
  const [editing, setEditing] = useState<UserAddress | "new" | null>(null);
  const [deleting, setDeleting] = useState<UserAddress | null>(null);
  const [defaulting, setDefaulting] = useState<number | null>(null);
  const list = addresses.data ?? [];

  const submit = async (values: AddressValues) => {
    try {
      const id = editing && editing !== "new" ? editing.Id : null;
      const result = await save.mutateAsync({ id, values });
      toast.success(result.Message || t("addressBook.saved"));
      setEditing(null);
    } catch (error) {
      toast.error(errorMessage(t, error));
      throw error;
    }
  };

  const makeDefault = (address: UserAddress) => {
    setDefaulting(address.Id);
    save.mutate(
      { id: address.Id, values: { ...valuesOf(address), IsDefault: true } },
      {
        onSuccess: (result) => toast.success(result.Message || t("addressBook.saved")),
        onError: (error) => toast.error(errorMessage(t, error)),
        onSettled: () => setDefaulting(null),
      },
    );
  };

  return (
    <section className="card address-book" aria-labelledby={titleId}>
      <div className="address-book__head">
        <div>
          <h2 id={titleId}>{t("addressBook.title")}</h2>
          <p className="muted">{t("addressBook.lead")}</p>
        </div>
        <Button onClick={() => setEditing("new")} disabled={list.length >= ADDRESSES_PER_MEMBER}>
          {t("addressBook.add")}
        </Button>
      </div>
      {addresses.isError ? <p role="alert">{t("addressBook.loadError")}</p> : null}
      {addresses.isSuccess && list.length === 0 ? <p>{t("addressBook.empty")}</p> : null}
      {list.length > 0 ? (
        <>
          <p className="muted" aria-live="polite">
            {t("addressBook.count", { count: list.length, max: ADDRESSES_PER_MEMBER })}
          </p>
          <ul className="address-book__list">
            {list.map((address) => (
              <AddressCard
                key={address.Id}
                address={address}
                busy={defaulting === address.Id}
                onEdit={() => setEditing(address)}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => makeDefault(address)}
              />
            ))}
          </ul>
        </>
      ) : null}
      {editing !== null || deleting !== null ? (
        <Suspense fallback={null}>
          {editing !== null ? (
            <Dialog
              open
              onClose={() => setEditing(null)}
              title={editing === "new" ? t("addressBook.addTitle") : t("addressBook.editTitle")}
              width={600}
            >
              <AddressForm
                initial={editing === "new" ? { IsDefault: list.length === 0 } : valuesOf(editing)}
                onSubmit={submit}
                submitLabel={t("addressBook.save")}
                onCancel={() => setEditing(null)}
              />
            </Dialog>
          ) : null}
          {deleting !== null ? (
            <Dialog
              open
              onClose={() => setDeleting(null)}
              title={t("addressBook.deleteTitle")}
              width={460}
              tone="error"
              footer={
                <>
                  <Button variant="secondary" onClick={() => setDeleting(null)} data-autofocus>
                    {t("addressBook.cancel")}
                  </Button>
                  <Button
                    variant="danger"
                    loading={remove.isPending}
                    onClick={() => {
                      remove.mutate(deleting.Id, {
                        onSuccess: (result) => toast.success(result.Message || t("addressBook.deleted")),
                        onError: (error) => toast.error(errorMessage(t, error)),
                        onSettled: () => setDeleting(null),
                      });
                    }}
                  >
                    {t("addressBook.deleteConfirm")}
                  </Button>
                </>
              }
            >
              <p>{t("addressBook.deleteText", { name: deleting.FullName, city: deleting.City })}</p>
            </Dialog>
          ) : null}
        </Suspense>
      ) : null}
    </section>
  );
}
