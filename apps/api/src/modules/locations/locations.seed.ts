import type { LocationInput } from "@haa/domain";
import type { DemoSeedContext } from "../../http/module.ts";
import { locationsRepository as repo } from "./locations.repository.ts";
import { placeOf } from "./locations.service.ts";

type DemoLocation = [
  name: string,
  address: string,
  countryId: string,
  stateId: string,
  city: string,
  capacity: number,
  notes: string,
  coordinates?: [number, number],
];

/**
 * Twenty venues of the demo instructor in the twelve cities of the demo seminars: the seminars' own venues
 * first (the seminars are linked to them, so those in use cannot be deleted), then second rooms; two archived.
 */
const DEMO_LOCATIONS: DemoLocation[] = [
  [
    "Healing Arts Centre",
    "14 Merrion Square",
    "IE",
    "IE-L",
    "Dublin",
    20,
    "Step-free entrance; two treatment tables and 20 chairs.",
    [53.3398, -6.2489],
  ],
  [
    "Flatirons Wellness Studio",
    "1800 Pearl Street",
    "US",
    "US-CO",
    "Boulder",
    16,
    "Parking behind the building after 5 pm.",
    [40.0189, -105.2747],
  ],
  [
    "Annex Community Hall",
    "401 Bloor Street West",
    "CA",
    "CA-ON",
    "Toronto",
    24,
    "Booked through the community office a month ahead.",
    [43.6665, -79.4048],
  ],
  [
    "Praxisraum Prenzlauer Berg",
    "Kastanienallee 12",
    "DE",
    "DE-BE",
    "Berlin",
    14,
    "Second floor, no lift. Mats provided.",
    [52.5379, 13.4086],
  ],
  [
    "Espaço Harmonia",
    "Rua da Rosa 88",
    "PT",
    "PT-11",
    "Lisbon",
    18,
    "Bairro Alto: tram 28 stops nearby.",
    [38.7139, -9.1458],
  ],
  [
    "Instituto Vila Mariana",
    "Rua Domingos de Morais 1200",
    "BR",
    "BR-SP",
    "São Paulo",
    16,
    "Metro Vila Mariana, five minutes' walk.",
    [-23.5894, -46.6343],
  ],
  [
    "Shibuya Wellness Salon",
    "2-15-1 Shibuya",
    "JP",
    "JP-13",
    "Tokyo",
    16,
    "Shoes off at the entrance; slippers provided.",
    [35.6595, 139.7005],
  ],
  [
    "Grünerløkka Helsehus",
    "Thorvald Meyers gate 40",
    "NO",
    "NO-03",
    "Oslo",
    12,
    "Tea and coffee in the shared kitchen.",
    [59.9226, 10.7587],
  ],
  [
    "Studio Vinohrady",
    "Mánesova 55",
    "CZ",
    "CZ-10",
    "Prague",
    16,
    "Tram stop Vinohradská tržnice.",
    [50.0777, 14.4412],
  ],
  [
    "Centro Armonía",
    "Calle de Fuencarral 70",
    "ES",
    "ES-MD",
    "Madrid",
    14,
    "Air-conditioned room; book the projector in advance.",
    [40.4256, -3.7019],
  ],
  [
    "Atelier Croix-Rousse",
    "12 Rue d'Austerlitz",
    "FR",
    "FR-ARA",
    "Lyon",
    12,
    "Courtyard entrance, code sent to students by e-mail.",
    [45.7743, 4.8316],
  ],
  [
    "Harbourside Healing Rooms",
    "21 Glebe Point Road",
    "AU",
    "AU-NSW",
    "Sydney",
    16,
    "Light rail to Glebe; street parking is limited.",
    [-33.8787, 151.1855],
  ],
  [
    "Temple Bar Practice Room",
    "22 Essex Street East",
    "IE",
    "IE-L",
    "Dublin",
    8,
    "Small room for private sessions and case reviews.",
  ],
  [
    "Chautauqua Community House",
    "900 Baseline Road",
    "US",
    "US-CO",
    "Boulder",
    40,
    "Large hall for open days; book through the park office.",
  ],
  [
    "Denver Wellness Collective",
    "1550 Platte Street",
    "US",
    "US-CO",
    "Denver",
    20,
    "Used for weekend intensives when Boulder is full.",
  ],
  [
    "Kreuzberg Gesundheitsraum",
    "Oranienstraße 25",
    "DE",
    "DE-BE",
    "Berlin",
    10,
    "Ground floor, step-free; quiet courtyard.",
  ],
  [
    "Yoyogi Community Room",
    "1-1 Yoyogikamizonocho",
    "JP",
    "JP-13",
    "Tokyo",
    30,
    "Ward hall; the key is collected at the reception desk.",
  ],
  ["Surry Hills Studio", "88 Crown Street", "AU", "AU-NSW", "Sydney", 10, "Evening sessions only."],
  ["Porto Healing Space", "Rua de Santa Catarina 150", "PT", "PT-13", "Porto", 12, "The lease ended last spring."],
  ["Old Town Seminar Room", "Karlova 20", "CZ", "CZ-10", "Prague", 18, "Replaced by Studio Vinohrady."],
];

/** The last ones are archived. */
const ARCHIVED = 2;

export async function seedDemoLocations({ db, people, clock }: DemoSeedContext): Promise<void> {
  const instructor = await people.find("instructor@demo.healingarts.example");
  if (!instructor) throw new Error("the demo instructor must be seeded before the demo locations");
  const now = clock.now();
  for (const [index, demo] of DEMO_LOCATIONS.entries()) {
    const [name, address, countryId, stateId, city, capacity, notes, coordinates] = demo;
    const input: LocationInput = {
      Name: name,
      Address: address,
      CountryId: countryId,
      StateId: stateId,
      CityName: city,
      Latitude: coordinates?.[0] ?? null,
      Longitude: coordinates?.[1] ?? null,
      Capacity: capacity,
      Notes: notes,
    };
    await repo.insert(db, {
      ...placeOf(input),
      ownerId: instructor.id,
      archived: index >= DEMO_LOCATIONS.length - ARCHIVED,
      createdAt: now,
      updatedAt: now,
    });
  }
  await repo.linkSeminarsByCity(db, instructor.id);
}
