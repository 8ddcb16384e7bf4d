// The demo account (npm run db:seed): a captain with Premium, a profile with a logo, a yacht and a
// year of trips (30, every one valid by today's rules: the trips go through the same command as the
// API). Idempotent: each part is created only when missing, so running it again changes nothing.
import sharp from "sharp";
import type { TripFormData } from "../../../validation/trip.ts";
import type { createServices } from "../services.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import type { Db } from "../db/db.ts";
import type { Clock } from "../clock.ts";
import type { Actor } from "../modules/trips/trips.service.ts";

export const DEMO_CAPTAIN = { email: "demo@zeglog.pl", password: "Demo-zeglog-2026", name: "Marta Żeglarska", phone: "+48 600 700 800" } as const;
export const DEMO_TRIPS = 30;
const DAY = 86_400_000;

const YACHT = { name: "Bryza", registrationNumber: "POL-2024", homePort: "Gdynia", hullLength: "11.9", enginesCount: "1", enginePower: "29.5" };

/** Legs along the Polish coast and to the Danish and Swedish islands: [from, via, to, miles]. */
const ROUTES: [[string, string[], string, number], ...[string, string[], string, number][]] = [
  ["Gdynia", ["Hel"], "Gdynia", 36],
  ["Gdynia", ["Jastarnia", "Hel"], "Gdańsk", 62],
  ["Gdańsk", ["Łeba"], "Ustka", 118],
  ["Gdynia", ["Władysławowo", "Łeba", "Ustka"], "Darłowo", 150],
  ["Kołobrzeg", ["Rønne"], "Nexø", 95],
  ["Gdynia", ["Visby"], "Karlskrona", 290],
  ["Świnoujście", ["Sassnitz"], "Stralsund", 84],
  ["Gdynia", ["Puck"], "Jastarnia", 28],
];
const CREW: [string, ...string[]] = [
  "Ewa Ślązak",
  "Adam Nowak",
  "Katarzyna Wiśniewska",
  "Piotr Zieliński",
  "Anna Lewandowska",
  "Tomasz Kamiński",
  "Zofia Dąbrowska",
];
const ROLES = ["first_officer", "crew", "crew", "mechanic", "steward"] as const;

/** Item `i` of a list, going round it again after the end. */
const cycle = <T>(items: readonly [T, ...T[]], i: number): T => items.at(i % items.length) ?? items[0];
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Trip `i` of the year before `now`: a few days every twelve, hours within the days, no tidal waters. */
function demoTrip(i: number, now: Date): TripFormData {
  const [from, via, to, miles] = cycle(ROUTES, i);
  const nights = 2 + (i % 5);
  const start = now.getTime() - (DEMO_TRIPS - i) * 12 * DAY;
  const sailing = Math.round(miles / 5.5);
  const engine = 2 + (i % 4);
  const mooring = nights * 24 - sailing - engine - 4;
  const crewSize = 1 + (i % 4);
  return {
    firstName: "Marta",
    lastName: "Żeglarska",
    email: DEMO_CAPTAIN.email,
    phone: DEMO_CAPTAIN.phone,
    licenseType: "pzz-kj",
    licenseNumber: "KJ/0421/2015",
    otherLicense: "",
    ...{
      yachtName: YACHT.name,
      registrationNumber: YACHT.registrationNumber,
      homePort: YACHT.homePort,
      hullLength: YACHT.hullLength,
      enginesCount: YACHT.enginesCount,
      enginePower: YACHT.enginePower,
    },
    embarkationPort: from,
    isEmbarkationTidalPort: false,
    disembarkationPort: to,
    isDisembarkationTidalPort: false,
    visitedPorts: via.map((name, k) => ({
      name,
      isTidalPort: false,
      arrivalDate: day(start + Math.min(k + 1, nights) * DAY),
      departureDate: day(start + Math.min(k + 1, nights) * DAY),
    })),
    distance: String(miles),
    embarkationDate: day(start),
    disembarkationDate: day(start + nights * DAY),
    sailingHours: String(sailing),
    engineHours: String(engine),
    mooringHours: String(Math.max(mooring, 0)),
    tidalHours: "0",
    logbookNumber: `DEMO-${String(i + 1).padStart(2, "0")}`,
    captainNotes: i % 3 === 0 ? "Rejs szkoleniowy, dobra pogoda." : "",
    crewMembers: Array.from({ length: crewSize }, (_, k) => ({
      fullName: cycle(CREW, i + k),
      email: "",
      phone: "",
      role: cycle(ROLES, k),
      otherRole: "",
      licenseType: k === 0 ? "pzz-jsm" : "",
      otherLicense: "",
      licenseNumber: k === 0 ? "JSM/77/2019" : "",
      captainOpinion: "positive",
      performance: k % 2 ? "good" : "very_good",
      seasickness: k === 2 ? "mild" : "none",
      resistance: "good",
      captainNotes: "",
    })),
  };
}

/** A 600×600 logo (an anchor-blue sail on white), rendered from SVG. */
function demoLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#fff"/>
<path d="M300 60 L300 470 L120 470 Z" fill="#1f4e8c"/><path d="M320 120 L320 470 L480 470 Z" fill="#4f86c6"/>
<path d="M90 500 L510 500 L450 560 L150 560 Z" fill="#0b2545"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

type Services = ReturnType<typeof createServices>;

export async function seedDemo(deps: { db: Db; clock: Clock; services: Services }) {
  const { db, clock, services } = deps;
  const done: string[] = [];
  let user = await db.user.findUnique({ where: { email: DEMO_CAPTAIN.email } });
  if (!user) {
    user = await db.user.create({
      data: {
        name: DEMO_CAPTAIN.name,
        email: DEMO_CAPTAIN.email,
        phone: DEMO_CAPTAIN.phone,
        passwordHash: await hashPassword(DEMO_CAPTAIN.password),
        role: "captain",
      },
    });
    done.push("captain");
  }
  if (user.role !== "captain") throw new Error(`${DEMO_CAPTAIN.email} exists and is not a captain`);
  const now = clock.now();
  if (!(await db.subscription.findFirst({ where: { userId: user.id, status: "active", endsAt: { gt: now } } }))) {
    await services.subscriptions.grant({ email: DEMO_CAPTAIN.email, days: 365, reason: "Konto demonstracyjne (npm run db:seed)" });
    done.push("premium");
  }
  const actor: Actor = { id: user.id, role: "captain", requestId: "seed" };
  if (!(await db.captainProfile.findUnique({ where: { userId: user.id } }))) {
    await services.profile.update(user, {
      firstName: "Marta",
      lastName: "Żeglarska",
      phone: DEMO_CAPTAIN.phone,
      licenseType: "pzz-kj",
      licenseNumber: "KJ/0421/2015",
      otherLicense: "",
    });
    done.push("profile");
  }
  if (!(await services.profile.logo(user.id))) {
    await services.profile.setLogo(user, await demoLogo());
    done.push("logo");
  }
  if (!(await db.yacht.findFirst({ where: { captainId: user.id, registrationKey: "POL-2024" } }))) {
    await services.yachts.create(actor, YACHT);
    done.push("yacht");
  }
  const have = new Set((await db.trip.findMany({ where: { ownerId: user.id }, select: { logbookNumber: true } })).map((t) => t.logbookNumber));
  let trips = 0;
  for (let i = 0; i < DEMO_TRIPS; i++) {
    const form = demoTrip(i, now);
    if (have.has(form.logbookNumber)) continue;
    await services.trips.create(actor, form);
    trips++;
  }
  if (trips) done.push(`${trips} trips`);
  // One edited trip, so its history shows field-level changes.
  const last = demoTrip(DEMO_TRIPS - 1, now);
  const edited = await db.trip.findFirst({ where: { ownerId: user.id, logbookNumber: last.logbookNumber } });
  if (edited && edited.version === 1) {
    const stored = demoTrip(DEMO_TRIPS - 1, new Date(edited.createdAt.getTime()));
    await services.trips.update(actor, edited.id, {
      ...stored,
      disembarkationPort: "Hel",
      sailingHours: String(Number(stored.sailingHours) + 2),
      mooringHours: String(Number(stored.mooringHours) - 2),
      crewMembers: [...stored.crewMembers, { ...stored.crewMembers[0], fullName: "Jan Brzeg", role: "crew", licenseType: "", licenseNumber: "" }],
    });
    done.push("1 edit");
  }
  return { userId: user.id, created: done };
}
