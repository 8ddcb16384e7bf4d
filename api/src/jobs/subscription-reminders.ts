// E-mails a captain 7 days and 1 day before their Premium ends. The end is the end of the captain's
// whole Premium (a paid year followed by a grant reminds before the grant ends). Each reminder is
// sent once per end date: a SubscriptionReminder row is claimed first (its key refuses a second).
import { DAY_MS } from "../clock.ts";
import { translate } from "../../../validation/messages.ts";
import { isUniqueViolation } from "../validate.ts";
import type { Job } from "./job.ts";

const KINDS = [
  { kind: "d1", within: 1 * DAY_MS },
  { kind: "d7", within: 7 * DAY_MS },
] as const;

const plDate = (d: Date) => new Intl.DateTimeFormat("pl-PL", { timeZone: "Europe/Warsaw", day: "numeric", month: "long", year: "numeric" }).format(d);

export const subscriptionReminders: Job = {
  name: "subscription-reminders",
  schedule: "0 9 * * *",
  description: "reminder e-mails 7 days and 1 day before Premium ends (each once)",
  async run({ db, clock, mailer, logger, publicUrl }) {
    const now = clock.now();
    // The subscription that ends each captain's Premium, when that is within 7 days.
    const ending = await db.subscription.findMany({
      where: { status: "active", endsAt: { gt: now, lte: new Date(now.getTime() + 7 * DAY_MS) } },
      include: { user: true },
      orderBy: { endsAt: "desc" },
    });
    let sent = 0;
    const seen = new Set<string>();
    for (const sub of ending) {
      if (seen.has(sub.userId)) continue;
      seen.add(sub.userId);
      const later = await db.subscription.count({ where: { userId: sub.userId, status: "active", endsAt: { gt: sub.endsAt } } });
      if (later > 0) continue;
      const left = sub.endsAt.getTime() - now.getTime();
      const due = KINDS.find((k) => left <= k.within);
      if (!due) continue;
      try {
        await db.subscriptionReminder.create({ data: { subscriptionId: sub.id, kind: due.kind, endsAt: sub.endsAt, sentAt: now } });
      } catch (e) {
        if (isUniqueViolation(e)) continue;
        throw e;
      }
      const values = { date: plDate(sub.endsAt), days: Math.ceil(left / DAY_MS), link: `${publicUrl}/captain-profile?tab=premium` };
      try {
        await mailer.send({
          to: sub.user.email,
          subject: translate("pl", "subscriptions.reminder.subject", values),
          text: translate("pl", "subscriptions.reminder.body", values),
        });
        sent++;
      } catch (e) {
        // Not sent: give the claim back so the next run tries again.
        logger.error({ err: e, subscriptionId: sub.id }, "reminder e-mail failed");
        await db.subscriptionReminder.delete({ where: { subscriptionId_kind_endsAt: { subscriptionId: sub.id, kind: due.kind, endsAt: sub.endsAt } } });
      }
    }
    return { sent };
  },
};
