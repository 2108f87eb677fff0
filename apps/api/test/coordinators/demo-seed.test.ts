import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, startDemoServer, type TestServer } from "../harness.ts";

const PASSWORD = "Healing2026!";
let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
}, 120_000);
afterAll(() => server?.close());

const get = (url: string, token?: string) => server.call({ method: "GET", url, ...(token ? { token } : {}) });

describe("demo instructors and coordinators", () => {
  it("lists the 8 instructors with coordinators, among them the demo instructor", async () => {
    const res = await get("/api/User/GetInstructors?pageSize=50");
    // The directory's demo adds instructors of its own (every sixth demo practitioner).
    expect(res.json().Data.TotalCount).toBeGreaterThanOrEqual(8);
    const names = res.json().Data.List.map((i: { LastName: string }) => i.LastName);
    expect(names).toContain("Vargas");
  });

  it("has links in every state; standard@ is instructor@'s active coordinator", async () => {
    const instructor = await login(server, "instructor@demo.healingarts.example", PASSWORD);
    const active = await get("/api/Coordinator/GetInstructorCoordinatorsByInstructorId/1", instructor);
    const statuses = active
      .json()
      .Data.List.map((l: { Status: string; Coordinator: { Email: string } }) => [l.Coordinator.Email, l.Status]);
    expect(statuses).toContainEqual(["standard@demo.healingarts.example", "Active"]);
    expect(statuses).toContainEqual(["access@demo.healingarts.example", "Pending"]);
    const archived = await get("/api/Coordinator/GetArchivedInstructorCoordinatorsByInstructorId", instructor);
    expect(archived.json().Data.TotalCount).toBeGreaterThan(0);

    const practitioner = await login(server, "practitioner@demo.healingarts.example", PASSWORD);
    const agreement = await get("/api/Coordinator/GetCoordinatorAgreement", practitioner);
    // Accepted by Elena Vargas, agreement not yet signed.
    expect(agreement.json().Data).toMatchObject({ MustAccept: true, InstructorCount: 1 });
    expect(agreement.json().Data.Current.Body).toContain("Confidentiality");

    const standard = await login(server, "standard@demo.healingarts.example", PASSWORD);
    const status = await get("/api/Coordinator/GetCoordinatorAgreement", standard);
    expect(status.json().Data).toMatchObject({ MustAccept: false, AcceptedVersion: 1 });
  });
});
