import type { DemoSeedContext } from "../../http/module.ts";
import { addressesRepository } from "./addresses.repository.ts";

interface DemoAddress {
  email: string;
  fullName: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode: string;
  countryCode: string;
  phone?: string;
  isDefault: boolean;
}

/** One or two addresses per demo member, in the countries their profiles name. */
export const DEMO_ADDRESSES: readonly DemoAddress[] = [
  {
    email: "starter@demo.healingarts.example",
    fullName: "Sofia Almeida",
    line1: "Rua de Santa Catarina 215",
    line2: "3.º esquerdo",
    city: "Porto",
    postalCode: "4000-447",
    countryCode: "PT",
    phone: "+351 22 555 0143",
    isDefault: true,
  },
  {
    email: "access@demo.healingarts.example",
    fullName: "Jonas Becker",
    line1: "Lindenstraße 12",
    city: "Freiburg im Breisgau",
    postalCode: "79098",
    countryCode: "DE",
    phone: "+49 761 555 0101",
    isDefault: true,
  },
  {
    email: "access@demo.healingarts.example",
    fullName: "Jonas Becker",
    line1: "Praxis am Münsterplatz",
    line2: "Münsterplatz 3, 2. OG",
    city: "Freiburg im Breisgau",
    postalCode: "79098",
    countryCode: "DE",
    isDefault: false,
  },
  {
    email: "standard@demo.healingarts.example",
    fullName: "Emily Carter",
    line1: "2214 SE Division Street",
    line2: "Apt 5",
    city: "Portland",
    state: "OR",
    postalCode: "97202",
    countryCode: "US",
    phone: "+1 503 555 0142",
    isDefault: true,
  },
  {
    email: "practitioner@demo.healingarts.example",
    fullName: "佐藤 陽翔",
    line1: "中京区河原町通三条上る 123",
    city: "京都市",
    state: "京都府",
    postalCode: "604-8004",
    countryCode: "JP",
    phone: "+81 75 555 0123",
    isDefault: true,
  },
  {
    email: "instructor@demo.healingarts.example",
    fullName: "Margaret O'Neill",
    line1: "14 Ranelagh Road",
    city: "Dublin",
    state: "Dublin 6",
    postalCode: "D06 X2P3",
    countryCode: "IE",
    phone: "+353 1 555 0177",
    isDefault: true,
  },
  {
    email: "instructor@demo.healingarts.example",
    fullName: "Margaret O'Neill — Ranelagh Healing Studio",
    line1: "Unit 4, Ranelagh Business Park",
    line2: "Ranelagh Village",
    city: "Dublin",
    state: "Dublin 6",
    postalCode: "D06 K5C8",
    countryCode: "IE",
    isDefault: false,
  },
];

export async function seedDemoAddresses({ db, people, clock }: DemoSeedContext): Promise<void> {
  const now = clock.now();
  for (const [index, demo] of DEMO_ADDRESSES.entries()) {
    const user = await people.find(demo.email);
    if (!user) continue;
    // A second apart, so "oldest first" is the order listed here.
    const at = new Date(now.getTime() - (DEMO_ADDRESSES.length - index) * 1000);
    await addressesRepository.insert(db, {
      userId: user.id,
      fullName: demo.fullName,
      line1: demo.line1,
      line2: demo.line2 ?? "",
      city: demo.city,
      state: demo.state ?? "",
      postalCode: demo.postalCode,
      countryCode: demo.countryCode,
      phone: demo.phone ?? "",
      isDefault: demo.isDefault,
      createdAt: at,
      updatedAt: at,
    });
  }
}
