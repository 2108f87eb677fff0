import { ADDRESSES_PER_MEMBER } from "@haa/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountRepository } from "../../src/modules/account/account.repository.ts";
import { adminToken, confirmedMember, login, startDemoServer, startTestServer, type TestServer } from "../harness.ts";

let server: TestServer;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };

const HOME = {
  FullName: "Maria Keller",
  Line1: "Lindenstraße 12",
  City: "Freiburg im Breisgau",
  PostalCode: "79098",
  CountryCode: "de",
  Phone: "+49 761 555 0101",
};

beforeAll(async () => {
  server = await startTestServer();
  owner = await confirmedMember(server);
  other = await confirmedMember(server);
  admin = await adminToken(server);
});
afterAll(() => server.close());

const add = (token: string, body: Record<string, unknown>, language = "en") =>
  server.call({
    method: "POST",
    url: "/api/Account/AddUserAddress",
    payload: body,
    token,
    headers: { "accept-language": language },
  });
const list = async (userId: number, token: string) => {
  const res = await server.call({ method: "GET", url: `/api/Account/GetUserAddresses?UserId=${userId}`, token });
  expect(res.statusCode).toBe(200);
  return res.json().Data as { Id: number; IsDefault: boolean; City: string; CountryName: string; Line2: string }[];
};

describe("address book", () => {
  it("adds the first address as the default and lists it with the country name", async () => {
    const res = await add(owner.token, { ...HOME, UserId: owner.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().Message).toBe("Address added.");
    expect(res.json().Data).toMatchObject({ CountryCode: "DE", CountryName: "Germany", IsDefault: true, Line2: "" });
    const book = await list(owner.id, owner.token);
    expect(book).toHaveLength(1);
  });

  it("keeps one default: a new default unsets the old, and an update can move it", async () => {
    const second = await add(owner.token, {
      ...HOME,
      City: "Basel",
      CountryCode: "CH",
      UserId: owner.id,
      IsDefault: true,
    });
    expect(second.statusCode).toBe(200);
    let book = await list(owner.id, owner.token);
    expect(book.filter((a) => a.IsDefault).map((a) => a.City)).toEqual(["Basel"]);
    const freiburg = book.find((a) => a.City === "Freiburg im Breisgau");
    const upd = await server.call({
      method: "POST",
      url: "/api/Account/UpdateUserAddress",
      token: owner.token,
      payload: { ...HOME, Id: freiburg?.Id, Line2: "Hinterhaus", IsDefault: true },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().Message).toBe("Address updated.");
    book = await list(owner.id, owner.token);
    expect(book.filter((a) => a.IsDefault).map((a) => a.City)).toEqual(["Freiburg im Breisgau"]);
    expect(book[0]?.Line2).toBe("Hinterhaus");
  });

  it("hands the default to the oldest remaining address when the default is deleted", async () => {
    const book = await list(owner.id, owner.token);
    const current = book.find((a) => a.IsDefault);
    const res = await server.call({
      method: "DELETE",
      url: `/api/Account/DeleteUserAddresses?Id=${current?.Id}`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Data: null, Message: "Address deleted." });
    const after = await list(owner.id, owner.token);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ City: "Basel", IsDefault: true });
  });

  it.each([
    [{ CountryCode: "XX" }, "CountryCode", "Please choose a country from the list."],
    [{ FullName: "" }, "FullName", "Full name is required"],
    [{ Line1: "x".repeat(121) }, "Line1", "Address should be a maximum of 120 characters."],
    [{ City: "Frei\nburg" }, "City", "Please remove tabs, line breaks and other control characters."],
  ])("refuses bad input %j with a translated 400", async (change, field, message) => {
    const res = await add(owner.token, { ...HOME, ...change, UserId: owner.id });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
    void field;
  });

  it("answers validation in the caller's language", async () => {
    const res = await add(owner.token, { ...HOME, CountryCode: "XX", UserId: owner.id }, "de");
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain("Bitte wählen Sie ein Land aus der Liste.");
  });

  it(`keeps at most ${ADDRESSES_PER_MEMBER} addresses per member, even under parallel adds`, async () => {
    const member = await confirmedMember(server);
    const results = await Promise.all(
      Array.from({ length: ADDRESSES_PER_MEMBER + 3 }, (_, i) =>
        add(member.token, { ...HOME, Line1: `Lindenstraße ${i + 1}`, UserId: member.id }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(ADDRESSES_PER_MEMBER);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400]);
    expect(refused[0]?.json().Message).toBe("You can keep at most 10 addresses. Please delete one first.");
    const book = await list(member.id, member.token);
    expect(book.filter((a) => a.IsDefault)).toHaveLength(1);
  });

  it("refuses another member's book and address (403), and anonymous callers (401)", async () => {
    const [mine] = await list(owner.id, owner.token);
    const reads = await server.call({
      method: "GET",
      url: `/api/Account/GetUserAddresses?UserId=${owner.id}`,
      token: other.token,
    });
    expect(reads.statusCode).toBe(403);
    const adds = await add(other.token, { ...HOME, UserId: owner.id });
    expect(adds.statusCode).toBe(403);
    const updates = await server.call({
      method: "POST",
      url: "/api/Account/UpdateUserAddress",
      token: other.token,
      payload: { ...HOME, Id: mine?.Id },
    });
    expect(updates.statusCode).toBe(403);
    const deletes = await server.call({
      method: "DELETE",
      url: `/api/Account/DeleteUserAddresses?Id=${mine?.Id}`,
      token: other.token,
    });
    expect(deletes.statusCode).toBe(403);
    const anonymous = await server.call({ method: "GET", url: `/api/Account/GetUserAddresses?UserId=${owner.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await list(owner.id, owner.token)).toHaveLength(1);
  });

  it("lets an administrator read and fix a member's book", async () => {
    const added = await add(admin.token, { ...HOME, City: "Zürich", CountryCode: "CH", UserId: owner.id });
    expect(added.statusCode).toBe(200);
    expect((await list(owner.id, admin.token)).map((a) => a.City)).toContain("Zürich");
  });

  it("answers 404 for an unknown address", async () => {
    const res = await server.call({
      method: "DELETE",
      url: "/api/Account/DeleteUserAddresses?Id=999999",
      token: owner.token,
    });
    expect(res.statusCode).toBe(404);
    const bad = await server.call({
      method: "DELETE",
      url: "/api/Account/DeleteUserAddresses?Id=abc",
      token: owner.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("demo address books", () => {
  it("gives every demo member one or two addresses with one default", async () => {
    // The run's shared copy of the demo database, not a seed of its own (a whole demo seed took 30 s on a busy machine).
    const demo = await startDemoServer();
    try {
      const { db } = demo.runtime.deps;
      for (const who of ["starter", "access", "standard", "practitioner", "instructor"]) {
        const email = `${who}@demo.healingarts.example`;
        const user = await accountRepository.findByEmail(db, email);
        const token = await login(demo, email, "Healing2026!");
        const res = await demo.call({ method: "GET", url: `/api/Account/GetUserAddresses?UserId=${user?.id}`, token });
        const book = res.json().Data as { IsDefault: boolean }[];
        expect(book.length, who).toBeGreaterThanOrEqual(1);
        expect(book.length, who).toBeLessThanOrEqual(2);
        expect(
          book.filter((a) => a.IsDefault),
          who,
        ).toHaveLength(1);
      }
    } finally {
      await demo.close();
    }
  });
});
