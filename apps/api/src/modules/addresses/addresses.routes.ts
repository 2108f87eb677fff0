import {
  addAddressSchema,
  envelopeSchema,
  translate,
  updateAddressSchema,
  userAddressListSchema,
  userAddressSchema,
} from "@haa/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../http/envelope.ts";
import { onAddress, onAddressBookOf } from "./addresses.policy.ts";
import { presentAddress } from "./addresses.presenter.ts";
import type { AddressService } from "./addresses.service.ts";

const id = (message: string) => z.coerce.number({ error: message }).int().positive(message).max(2_147_483_647, message);

export function addressRoutes(app: FastifyInstance, addresses: AddressService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["Account"];

  api.get(
    "/api/Account/GetUserAddresses",
    {
      config: { access: onAddressBookOf("read", { in: "query", name: "UserId" }) },
      schema: {
        tags,
        summary:
          "A member's address book (the member or an administrator): the default address first, then the oldest first; at most 10",
        querystring: z.object({ UserId: id("address.userRequired") }),
        response: { 200: envelopeSchema(userAddressListSchema) },
      },
    },
    async (request) => ok((await addresses.list(request.query.UserId)).map(presentAddress)),
  );

  api.post(
    "/api/Account/AddUserAddress",
    {
      config: { access: onAddressBookOf("write", { in: "body", name: "UserId" }) },
      schema: {
        tags,
        summary:
          "Add an address: UserId, FullName, Line1, Line2?, City, State?, PostalCode?, CountryCode (ISO 3166-1 alpha-2 of the reference countries), Phone?, IsDefault?; plain text without control characters; the first address and one sent with IsDefault become the default (the others lose it); at most 10 per member (400)",
        body: addAddressSchema,
        response: { 200: envelopeSchema(userAddressSchema) },
      },
    },
    async (request) =>
      ok(presentAddress(await addresses.add(request.body)), translate(request.language, "addressMessages.added")),
  );

  api.post(
    "/api/Account/UpdateUserAddress",
    {
      config: { access: onAddress("write", { in: "body", name: "Id" }) },
      schema: {
        tags,
        summary:
          "Replace an address (by Id, every field again, as AddUserAddress takes them); IsDefault true makes it the default; the default stays the default until another address takes it",
        body: updateAddressSchema,
        response: { 200: envelopeSchema(userAddressSchema) },
      },
    },
    async (request) =>
      ok(presentAddress(await addresses.update(request.body)), translate(request.language, "addressMessages.updated")),
  );

  api.delete(
    "/api/Account/DeleteUserAddresses",
    {
      config: { access: onAddress("write", { in: "query", name: "Id" }) },
      schema: {
        tags,
        summary: "Delete an address by Id; when it was the default, the oldest remaining address becomes the default",
        querystring: z.object({ Id: id("address.notFound") }),
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await addresses.delete(request.query.Id);
      return ok(null, translate(request.language, "addressMessages.deleted"));
    },
  );
}
