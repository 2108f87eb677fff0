import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../src/modules/membership/membership.seed.ts";
import { startDemoServer, type TestServer } from "../harness.ts";
import { body, cardFields, get, post } from "../membership/helpers.ts";
import { usAddress } from "../orders/helpers.ts";

/**
 * ADR 0062, "a price is a server answer: shown = charged". For every demo plan, every demo course, seminar,
 * manual and product: the figure the pages read (course YourPrice and plan table, seminar YourPrice in the list
 * and on its page, the checkout's breakdown, manual price, product price / instructor price, the store quote)
 * equals what the checkout computes, and one real card charge per kind of item and plan equals the figure shown.
 */

const PLANS = [
  ["starter", 1],
  ["access", 2],
  ["standard", 3],
  ["practitioner", 4],
  ["instructor", 5],
] as const;

interface Member {
  id: number;
  token: string;
  level: number;
}
interface CourseDetail {
  Id: number;
  Title: string;
  Price: number;
  IsSelfStudy: boolean;
  PlanPrices: { MembershipId: number; Price: number }[];
  FromPrice?: number;
  YourMembershipId: number | null;
  YourPrice: number | null;
  YourRetakePercent?: number;
}
interface SeminarView {
  Id: number;
  CourseId: number;
  Price: number;
  YourPrice?: number;
  PaymentMode: "association" | "instructor";
}
interface Pricing {
  Price: number;
  RetakePercent: number;
  RetakeDiscount: number;
  Total: number;
}
interface Eligibility {
  IsEligible: boolean;
  Code: string | null;
  Pricing: Pricing;
}
interface Product {
  Id: number;
  Title: string;
  Kind: "physical" | "digital" | "manual";
  Audience: "everyone" | "instructors";
  Price: number;
  InstructorPrice: number | null;
  InStock: boolean;
}

let server: TestServer;
beforeAll(async () => {
  server = await startDemoServer();
});
afterAll(() => server.close());

async function demo(who: string, level: number): Promise<Member> {
  const res = await post(server, "/api/Account/Login", {
    Email: `${who}@demo.healingarts.example`,
    Password: DEMO_PASSWORD,
    AccountType: 1,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = body(res).Data;
  return { id: data.Id as number, token: data.LoginTokenResponseModel.access_token as string, level };
}

const cents = (dollars: number) => Math.round(dollars * 100);

async function data<T>(url: string, token?: string): Promise<T> {
  const res = await get(server, url, token ? { token } : {});
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return body(res).Data as T;
}

async function allCourses(): Promise<{ Id: number }[]> {
  return (await data<{ List: { Id: number }[] }>("/api/Course/GetCourses/1?pageSize=-1")).List;
}

/** Every upcoming listed seminar through the list the /seminars page reads, as `who` reads it. */
async function listedSeminars(who: Member): Promise<SeminarView[]> {
  const seminars: SeminarView[] = [];
  for (let page = 1; page < 20; page += 1) {
    const list = await data<{ List: { Seminars: SeminarView[] }[]; TotalCount: number; PageSize: number }>(
      `/api/Seminar/GetAllSeminarGroupByCourses?page=${page}&pageSize=10`,
      who.token,
    );
    seminars.push(...list.List.flatMap((group) => group.Seminars));
    if (page * list.PageSize >= list.TotalCount) break;
  }
  return seminars;
}

const eligibility = (who: Member, item: string) =>
  data<Eligibility>(`/api/Enrollment/CheckUserEligibleForSeminar?${item}&userId=${who.id}`, who.token);

const enrol = (who: Member, item: Record<string, number>, amount: number) =>
  post(
    server,
    "/api/Enrollment/EnrollCourseOrSeminar",
    { UserId: who.id, ...item, AmountPaid: amount, ...cardFields() },
    { token: who.token },
  );

describe("a visitor", () => {
  it("reads list prices only, also after a member read the same pages (no member's price from the public cache)", async () => {
    const member = await demo("standard", 3);
    const [course] = await allCourses();
    if (!course) throw new Error("the demo has courses");
    const [seminar] = await listedSeminars(member);
    if (!seminar) throw new Error("the demo has seminars");
    await data(`/api/Seminar/GetSeminarById?id=${seminar.Id}`, member.token);
    const page = await data<SeminarView>(`/api/Seminar/GetSeminarById?id=${seminar.Id}`);
    expect(page.YourPrice).toBeUndefined();
    const list = await data<{ List: { Seminars: SeminarView[] }[] }>(
      "/api/Seminar/GetAllSeminarGroupByCourses?page=1&pageSize=10",
    );
    expect(list.List.flatMap((group) => group.Seminars).some((item) => item.YourPrice !== undefined)).toBe(false);
    const detail = await data<CourseDetail>(`/api/Course/GetCourseById?Id=${course.Id}&WebMode=true`);
    expect(detail.YourPrice).toBeNull();
  });
});

describe.each(PLANS)("what a %s member is shown is what they are charged", (who, level) => {
  let member: Member;
  beforeAll(async () => {
    member = await demo(who, level);
  });

  it("courses and seminars: the course page, the seminar list and page, the checkout's quote and a card charge", async () => {
    const courses = new Map<number, CourseDetail>();
    for (const { Id } of await allCourses()) {
      const course = await data<CourseDetail>(`/api/Course/GetCourseById?Id=${Id}&WebMode=true`, member.token);
      expect(course.YourMembershipId).toBe(level);
      expect(course.YourPrice, course.Title).not.toBeNull();
      // The plan table's own row, less the retake discount, is "Your price".
      const own = course.PlanPrices.find((row) => row.MembershipId === level)?.Price ?? course.Price;
      const retake = course.YourRetakePercent ?? 0;
      expect(cents(course.YourPrice ?? -1), course.Title).toBe(cents(own) - Math.round((cents(own) * retake) / 100));
      expect(course.FromPrice).toBe(Math.min(course.Price, ...course.PlanPrices.map((row) => row.Price)));
      if (course.IsSelfStudy) {
        // The self-study checkout prices the course as the course page does.
        const quote = await eligibility(member, `courseId=${Id}`);
        expect(quote.Pricing.Total, course.Title).toBe(course.YourPrice);
      }
      courses.set(Id, course);
    }

    const seminars = await listedSeminars(member);
    expect(seminars.length).toBeGreaterThan(10);
    let charged: { seminar: SeminarView; amount: number } | null = null;
    for (const seminar of seminars) {
      const course = courses.get(seminar.CourseId);
      if (!course) throw new Error(`seminar ${seminar.Id} of an unlisted course`);
      const label = `${course.Title} (seminar ${seminar.Id})`;
      expect(seminar.YourPrice, label).toBeDefined();
      const page = await data<SeminarView>(`/api/Seminar/GetSeminarById?id=${seminar.Id}`, member.token);
      const mine = await data<SeminarView>(
        `/api/Seminar/GetSeminarBySeminarIdAndUserId?seminarId=${seminar.Id}&userId=${member.id}`,
        member.token,
      );
      const quote = await eligibility(member, `seminarId=${seminar.Id}`);
      expect([page.YourPrice, mine.YourPrice, quote.Pricing.Total], label).toEqual([
        seminar.YourPrice,
        seminar.YourPrice,
        seminar.YourPrice,
      ]);
      // A seminar at its course's visitor price costs what the course page says.
      if (seminar.Price === course.Price) expect(seminar.YourPrice, label).toBe(course.YourPrice);
      if (!charged && quote.IsEligible && seminar.PaymentMode === "association" && quote.Pricing.Total > 0) {
        const res = await enrol(member, { SeminarId: seminar.Id }, seminar.YourPrice ?? -1);
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
        expect(body(res).Data.AmountPaid, label).toBe(seminar.YourPrice);
        charged = { seminar, amount: body(res).Data.AmountPaid };
      }
    }
    expect(charged, `no seminar open to the ${who} member`).not.toBeNull();

    // One self-study course bought by card at the course page's price.
    const selfStudy = [...courses.values()].find((course) => course.IsSelfStudy);
    if (!selfStudy) throw new Error("the demo has a self-study course");
    const catalogue = await data<{ List: { CourseId: number; YourPrice?: number }[] }>(
      "/api/SelfStudy/GetSelfStudyCourses?pageSize=50",
      member.token,
    );
    expect(catalogue.List.find((row) => row.CourseId === selfStudy.Id)?.YourPrice).toBe(selfStudy.YourPrice);
    const quote = await eligibility(member, `courseId=${selfStudy.Id}`);
    // The self-study seed already enrolled some demo members; their quote was compared above, a charge needs a seat.
    if (!quote.IsEligible) {
      expect(quote.Code, `the ${who} member and the self-study course`).toBe("alreadyEnrolled");
      return;
    }
    const res = await enrol(member, { CourseId: selfStudy.Id }, selfStudy.YourPrice ?? -1);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.AmountPaid).toBe(selfStudy.YourPrice);
  });

  it("manuals: the price on sale is the price charged", async () => {
    const manuals = await data<{ Id: number; Title: string; Price: number; Owned: boolean }[]>(
      "/api/DigitalManual/GetManualsForSale",
      member.token,
    );
    expect(manuals.length).toBeGreaterThan(0);
    for (const manual of manuals) {
      const one = await data<{ Price: number }>(
        `/api/DigitalManual/GetManualForSale?manualId=${manual.Id}`,
        member.token,
      );
      expect(one.Price, manual.Title).toBe(manual.Price);
    }
    const toBuy = manuals.find((manual) => !manual.Owned && manual.Price > 0);
    if (!toBuy) throw new Error(`the ${who} member owns every demo manual`);
    const res = await post(
      server,
      "/api/DigitalManual/PurchaseManual",
      { ManualId: toBuy.Id, AmountPaid: toBuy.Price, ...cardFields() },
      { token: member.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).Data.AmountPaid).toBe(toBuy.Price);
  });

  it("products: the catalogue, the product page, the cart, the checkout quote and the charge agree", async () => {
    const products = (await data<{ List: Product[] }>("/api/Store/GetStoreProducts?pageSize=-1", member.token)).List;
    expect(products.length).toBeGreaterThan(10);
    const buyable: Product[] = [];
    for (const product of products) {
      const page = await data<Product>(`/api/Store/GetStoreProductsById?Id=${product.Id}`, member.token);
      expect([page.Price, page.InstructorPrice], product.Title).toEqual([product.Price, product.InstructorPrice]);
      // The instructor price is shown to instructors only.
      expect(page.InstructorPrice === null, product.Title).toBe(level !== 5);
      if (product.Audience === "everyone" && product.Kind !== "manual" && product.InStock) buyable.push(product);
    }
    expect(buyable.length).toBeGreaterThan(3);
    // A few lines in the member's cart: each line at the product page's price.
    const lines = buyable.slice(0, 3);
    for (const product of lines) {
      const res = await post(
        server,
        "/api/Store/AddToCart",
        { UserId: member.id, ProductId: product.Id, Quantity: 1 },
        { token: member.token },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const cart = await data<{ Items: { ProductId: number; LineTotal: number; Product: { Price: number } }[] }>(
      `/api/Store/GetCartItems?UserId=${member.id}`,
      member.token,
    );
    for (const product of lines) {
      const line = cart.Items.find((item) => item.ProductId === product.Id);
      expect([line?.Product.Price, line?.LineTotal], product.Title).toEqual([product.Price, product.Price]);
    }
    const subtotal = lines.reduce((sum, product) => sum + cents(product.Price), 0);
    const quoted = await post(
      server,
      "/api/Store/GetCheckoutQuote",
      { UserId: member.id, CountryCode: "US" },
      { token: member.token },
    );
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = body(quoted).Data as { Subtotal: number; Total: number };
    expect(cents(quote.Subtotal)).toBe(subtotal);
    const paid = await post(
      server,
      "/api/Store/ProcessPayment",
      { UserId: member.id, Address: usAddress, AmountPaid: quote.Total, ...cardFields() },
      { token: member.token },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(body(paid).Data).toMatchObject({ Subtotal: quote.Subtotal, Total: quote.Total });

    if (level !== 5) return;
    // The instructor kit checkout charges the instructor price the product page shows.
    const kits = await data<{ Id: number; Price: number; InstructorPrice: number }[]>(
      `/api/Store/GetInstructorKits?UserId=${member.id}`,
      member.token,
    );
    const kit = kits[0];
    if (!kit) throw new Error("the demo has instructor kits");
    const page = products.find((product) => product.Id === kit.Id);
    expect(page?.InstructorPrice).toBe(kit.InstructorPrice);
    const order = { UserId: member.id, Items: [{ ProductId: kit.Id, Quantity: 1 }], Address: usAddress };
    const kitQuote = await post(server, "/api/Store/GetInstructorCheckoutQuote", order, { token: member.token });
    expect(kitQuote.statusCode, kitQuote.body).toBe(200);
    expect(body(kitQuote).Data.Subtotal).toBe(kit.InstructorPrice);
    const kitPaid = await post(
      server,
      "/api/Store/InstructorCheckout",
      { ...order, AmountPaid: body(kitQuote).Data.Total, ...cardFields() },
      { token: member.token },
    );
    expect(kitPaid.statusCode, kitPaid.body).toBe(200);
    expect(body(kitPaid).Data).toMatchObject({ Subtotal: kit.InstructorPrice, Total: body(kitQuote).Data.Total });
  });
});
