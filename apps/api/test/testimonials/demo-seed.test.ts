import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, login, startDemoServer, type TestServer } from "../harness.ts";

const ADMIN_PASSWORD = DEMO_ADMIN_PASSWORD;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startDemoServer();
  admin = await login(server, "admin@healingarts.example", ADMIN_PASSWORD);
});
afterAll(() => server.close());

describe("demo testimonials and contact messages", () => {
  it("publishes 8 testimonials by members of several levels and countries, 3 featured, 2 waiting", async () => {
    const res = await server.call({ method: "GET", url: "/api/Testimonial/GetTestimonials?pageSize=50" });
    const list = res.json().Data.List as { MembershipName: string; Location: string | null; IsFeatured: boolean }[];
    expect(list).toHaveLength(8);
    expect(new Set(list.map((t) => t.MembershipName)).size).toBeGreaterThanOrEqual(4);
    expect(list.filter((t) => t.IsFeatured)).toHaveLength(3);
    const pending = await server.call({
      method: "GET",
      url: "/api/Testimonial/GetAdminTestimonials?status=pending",
      token: admin,
    });
    expect(pending.json().Data.TotalCount).toBe(2);
    // A Portuguese reader finds "excelentes" by its stem ("excelente"); whole words alone would not.
    const pt = await server.call({
      method: "GET",
      url: "/api/Testimonial/GetTestimonials?search=excelente",
      headers: { "accept-language": "pt" },
    });
    expect(pt.json().Data.TotalCount).toBe(1);
  });

  it("has 3 contact messages, one handled", async () => {
    const res = await server.call({ method: "GET", url: "/api/Contact/GetContactMessages", token: admin });
    const list = res.json().Data.List as { HandledAt: string | null }[];
    expect(list).toHaveLength(3);
    expect(list.filter((m) => m.HandledAt)).toHaveLength(1);
  });
});
