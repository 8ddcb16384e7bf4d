// The students area's e-mails, in the recipient's language: the captain hears of a join request,
// the student of the captain's decision (the acceptance with the trip as an .ics calendar file).
// A failed e-mail is logged, never undoes the change it tells of.
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import type { Mail, Mailer } from "../../mail/mailer.ts";
import { translate, type Lang } from "../../../../validation/messages.ts";
import { calendarFile } from "./ics.ts";
import { captainFullName, studentFullName } from "./students.people.ts";
import { day, type EnrolmentView, type PlannedTripView } from "./students.views.ts";

const langOf = (v: string | null | undefined): Lang => (v === "en" ? "en" : "pl");

export class StudentsMail {
  constructor(private deps: { db: Db; mailer: Mailer; logger: Logger; publicUrl: string }) {}

  private async send(mail: Mail, event: string) {
    try {
      await this.deps.mailer.send(mail);
    } catch (e) {
      this.deps.logger.error({ err: e, event }, "students e-mail failed");
    }
  }

  private captainOf(trip: { captainId: string }) {
    return this.deps.db.user.findUniqueOrThrow({ where: { id: trip.captainId }, include: { captainProfile: true } });
  }

  /** To the captain: a student asked to join. */
  async joinRequest(e: EnrolmentView) {
    const captain = await this.captainOf(e.plannedTrip);
    const lang = langOf(captain.language);
    const trip = e.plannedTrip;
    const values = {
      student: studentFullName(e.student),
      email: e.student.email,
      trip: trip.name,
      start: day(trip.startDate),
      end: day(trip.endDate),
      notes: e.studentNotes ? translate(lang, "students.mail.notes", { notes: e.studentNotes }) : "",
      link: `${this.deps.publicUrl}/planned-sailing-trips/${trip.id}`,
    };
    await this.send(
      { to: captain.email, subject: translate(lang, "students.mail.join.subject", values), text: translate(lang, "students.mail.join.body", values) },
      "join_request",
    );
  }

  /** To each student with a pending or accepted enrolment: the captain deleted a trip that has not ended. */
  async cancelled(trip: PlannedTripView) {
    const enrolled = trip.enrolments.filter((e) => e.status === "pending" || e.status === "accepted");
    if (enrolled.length === 0) return;
    const captain = await this.captainOf(trip);
    for (const e of enrolled) {
      const lang = langOf(e.student.language);
      const values = { captain: captainFullName(captain), trip: trip.name, start: day(trip.startDate), end: day(trip.endDate) };
      await this.send(
        {
          to: e.student.email,
          subject: translate(lang, "students.mail.cancelled.subject", values),
          text: translate(lang, "students.mail.cancelled.body", values),
        },
        "trip_cancelled",
      );
    }
  }

  /** To the student: accepted (with the .ics) or rejected. */
  async decision(e: EnrolmentView, status: "accepted" | "rejected") {
    const captain = await this.captainOf(e.plannedTrip);
    const lang = langOf(e.student.language);
    const trip = e.plannedTrip;
    const values = {
      captain: captainFullName(captain),
      trip: trip.name,
      start: day(trip.startDate),
      end: day(trip.endDate),
      embarkation: trip.embarkationPort,
      disembarkation: trip.disembarkationPort,
      yacht: [trip.yachtName, trip.yachtType].filter(Boolean).join(", "),
      link: `${this.deps.publicUrl}/student/planned-sailing-trips/${trip.id}`,
    };
    const mail: Mail = {
      to: e.student.email,
      subject: translate(lang, `students.mail.${status}.subject`, values),
      text: translate(lang, `students.mail.${status}.body`, values),
    };
    if (status === "accepted") {
      mail.attachments = [
        {
          filename: "rejs.ics",
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
          content: calendarFile({
            uid: `planned-trip-${trip.id}-${e.id}@zeglog.pl`,
            startDate: values.start,
            endDate: values.end,
            summary: trip.name,
            location: trip.embarkationPort,
            description: translate(lang, "students.ics.description", values),
            stamp: e.updatedAt,
          }),
        },
      ];
    }
    await this.send(mail, `enrolment_${status}`);
  }
}
