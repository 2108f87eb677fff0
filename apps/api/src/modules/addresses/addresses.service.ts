import { ADDRESSES_PER_MEMBER, type AddAddress, type AddressFields, type UpdateAddress } from "@haa/domain";
import type { Db } from "../../db/types.ts";
import { AppError, notFound } from "../../http/errors.ts";
import { type AuditTrail, changedFields } from "../../platform/audit/audit.ts";
import type { Clock } from "../../shared/clock.ts";
import { presentAddress } from "./addresses.presenter.ts";
import { type AddressChange, type AddressRow, addressesRepository as repo } from "./addresses.repository.ts";

const addressNotFound = () => notFound("ADDRESS_NOT_FOUND", "address.notFound");

function columns(fields: AddressFields): Omit<AddressChange, "isDefault" | "updatedAt"> {
  return {
    fullName: fields.FullName,
    line1: fields.Line1,
    line2: fields.Line2,
    city: fields.City,
    state: fields.State,
    postalCode: fields.PostalCode,
    countryCode: fields.CountryCode,
    phone: fields.Phone,
  };
}

/**
 * The address book (ADR 0038): at most ADDRESSES_PER_MEMBER addresses; exactly one default while the book is
 * not empty (the first address becomes it, setting another moves it, deleting it hands it to the oldest).
 */
export function createAddressService(deps: { db: Db; clock: Clock; audit: AuditTrail }) {
  const { db, clock, audit } = deps;

  /**
   * The audit log's "before" of an administrator's change to a member's address (ADR 0088): whose it is, whether it
   * was the default, and which fields an edit changes; never the address itself (an erasure removes it).
   */
  function recordBefore(current: AddressRow, edit?: UpdateAddress) {
    if (!audit.recording()) return;
    audit.before(
      { kind: "address", id: current.id },
      {
        UserId: current.userId,
        IsDefault: current.isDefault,
        // The default only ever moves to another address: an edit sending false keeps it (see `update`).
        ...(edit
          ? {
              Changed: changedFields(presentAddress(current), {
                ...edit,
                IsDefault: edit.IsDefault || current.isDefault,
              }),
            }
          : {}),
      },
    );
  }

  return {
    list(userId: number): Promise<AddressRow[]> {
      return repo.listByUser(db, userId);
    },

    add(input: AddAddress): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        if (!(await repo.lockOwner(tx, input.UserId))) throw notFound("USER_NOT_FOUND", "address.userNotFound");
        const existing = await repo.countByUser(tx, input.UserId);
        if (existing >= ADDRESSES_PER_MEMBER)
          throw new AppError(400, "ADDRESS_LIMIT", "address.limitReached", { max: ADDRESSES_PER_MEMBER });
        const now = clock.now();
        const isDefault = input.IsDefault || existing === 0;
        if (isDefault) await repo.clearDefault(tx, input.UserId, null, now);
        return repo.insert(tx, {
          ...columns(input),
          userId: input.UserId,
          isDefault,
          createdAt: now,
          updatedAt: now,
        });
      });
    },

    update(input: UpdateAddress): Promise<AddressRow> {
      return db.transaction(async (tx) => {
        const current = await repo.findById(tx, input.Id);
        if (!current) throw addressNotFound();
        recordBefore(current, input);
        await repo.lockOwner(tx, current.userId);
        const now = clock.now();
        // The default can move to another address but never be switched off: the book keeps one.
        const isDefault = input.IsDefault || current.isDefault;
        if (isDefault) await repo.clearDefault(tx, current.userId, current.id, now);
        const row = await repo.update(tx, current.id, { ...columns(input), isDefault, updatedAt: now });
        if (!row) throw addressNotFound();
        return row;
      });
    },

    delete(id: number): Promise<void> {
      return db.transaction(async (tx) => {
        const current = await repo.findById(tx, id);
        if (!current) throw addressNotFound();
        recordBefore(current);
        await repo.lockOwner(tx, current.userId);
        await repo.delete(tx, id);
        if (current.isDefault) {
          const [next] = await repo.listByUser(tx, current.userId);
          if (next) await repo.setDefault(tx, next.id, clock.now());
        }
      });
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
