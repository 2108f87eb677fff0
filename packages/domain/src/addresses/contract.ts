import { z } from "zod";
import { defineCall } from "../shared/contract.ts";
import { MAX_RECORD_ID } from "../shared/ids.ts";
import { addAddressSchema, updateAddressSchema, userAddressListSchema, userAddressSchema } from "./addresses.ts";

/** An id in the query whose every refusal (not a number, zero, too large) reads as `message`. */
const addressBookId = /* @__NO_SIDE_EFFECTS__ */ (message: string) =>
  z.coerce.number({ error: message }).int().positive(message).max(MAX_RECORD_ID, message);

export const getUserAddresses = defineCall({
  method: "GET",
  path: "/api/Account/GetUserAddresses",
  query: z.object({ UserId: addressBookId("address.userRequired") }),
  data: userAddressListSchema,
});

export const addUserAddress = defineCall({
  method: "POST",
  path: "/api/Account/AddUserAddress",
  body: addAddressSchema,
  data: userAddressSchema,
});

export const updateUserAddress = defineCall({
  method: "POST",
  path: "/api/Account/UpdateUserAddress",
  body: updateAddressSchema,
  data: userAddressSchema,
});

export const deleteUserAddresses = defineCall({
  method: "DELETE",
  path: "/api/Account/DeleteUserAddresses",
  query: z.object({ Id: addressBookId("address.notFound") }),
  data: z.null(),
});
