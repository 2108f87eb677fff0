import { contract, translate } from "@haa/domain";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.ts";
import { route } from "../../http/route.ts";
import { onAddress, onAddressBookOf } from "./addresses.policy.ts";
import { presentAddress } from "./addresses.presenter.ts";
import type { AddressService } from "./addresses.service.ts";

export function addressRoutes(app: FastifyInstance, addresses: AddressService) {
  const tags = ["Account"];

  route(
    app,
    contract.addresses.getUserAddresses,
    {
      access: onAddressBookOf("read", { in: "query", name: "UserId" }),
      tags,
      summary:
        "A member's address book (the member or an administrator): the default address first, then the oldest first; at most 10",
    },
    async (request) => ok((await addresses.list(request.query.UserId)).map(presentAddress)),
  );

  route(
    app,
    contract.addresses.addUserAddress,
    {
      access: onAddressBookOf("write", { in: "body", name: "UserId" }),
      tags,
      summary:
        "Add an address: UserId, FullName, Line1, Line2?, City, State?, PostalCode?, CountryCode (ISO 3166-1 alpha-2 of the reference countries), Phone?, IsDefault?; plain text without control characters; the first address and one sent with IsDefault become the default (the others lose it); at most 10 per member (400)",
    },
    async (request) =>
      ok(presentAddress(await addresses.add(request.body)), translate(request.language, "addressMessages.added")),
  );

  route(
    app,
    contract.addresses.updateUserAddress,
    {
      access: onAddress("write", { in: "body", name: "Id" }),
      tags,
      summary:
        "Replace an address (by Id, every field again, as AddUserAddress takes them); IsDefault true makes it the default; the default stays the default until another address takes it",
    },
    async (request) =>
      ok(presentAddress(await addresses.update(request.body)), translate(request.language, "addressMessages.updated")),
  );

  route(
    app,
    contract.addresses.deleteUserAddresses,
    {
      access: onAddress("write", { in: "query", name: "Id" }),
      tags,
      summary: "Delete an address by Id; when it was the default, the oldest remaining address becomes the default",
    },
    async (request) => {
      await addresses.delete(request.query.Id);
      return ok(null, translate(request.language, "addressMessages.deleted"));
    },
  );
}
