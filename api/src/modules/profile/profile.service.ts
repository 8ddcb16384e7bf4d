// The captain profile (personal and licence data, invoice data, logo) and the password change.
// The e-mail is always the account's; a profile update never changes it.
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/db.ts";
import type { Logger } from "../../logger.ts";
import { ValidationError } from "../../errors.ts";
import { parseInput } from "../../validate.ts";
import { captainProfileSchema, changePasswordSchema, type InvoiceData } from "../../../../validation/profile.ts";
import type { CaptainProfile, User } from "../../generated/prisma/client.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import type { LoginThrottle } from "../auth/throttle.ts";
import { prepareLogo, type StoredLogo } from "./logo.store.ts";

/** `throttle`: a wrong current password counts as a failed sign-in of that account from that client. */
type ProfileDeps = { db: Db; clock: Clock; logger: Logger; throttle: LoginThrottle };
export type ProfileView = CaptainProfile & { email: string };

const invoiceColumns = (i: InvoiceData | null) => ({
  invoiceType: i?.invoiceType ?? null,
  invoiceFirstName: i?.firstName ?? null,
  invoiceLastName: i?.lastName ?? null,
  companyName: i?.companyName || null,
  nip: i?.nip || null,
  address: i?.address ?? null,
  postalCode: i?.postalCode ?? null,
  city: i?.city ?? null,
});

export class ProfileService {
  constructor(private deps: ProfileDeps) {}

  /** The captain's profile, or null when none was saved yet (the forms then start from the account). */
  async get(user: User): Promise<ProfileView | null> {
    const profile = await this.deps.db.captainProfile.findUnique({ where: { userId: user.id } });
    return profile ? { ...profile, email: user.email } : null;
  }

  async update(user: User, input: unknown): Promise<ProfileView> {
    const data = parseInput(captainProfileSchema, input);
    const fields = {
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      licenseType: data.licenseType,
      licenseNumber: data.licenseNumber,
      otherLicense: data.otherLicense,
      ...(data.invoice === undefined ? {} : invoiceColumns(data.invoice)),
    };
    const profile = await this.deps.db.captainProfile.upsert({
      where: { userId: user.id },
      create: { userId: user.id, ...fields },
      update: fields,
    });
    return { ...profile, email: user.email };
  }

  /** Stores a new logo in the database, replacing (and deleting) the old one in one transaction. */
  async setLogo(user: User, bytes: Uint8Array): Promise<StoredLogo> {
    const prepared = await prepareLogo(bytes);
    const { path, width, height, data, contentType } = prepared;
    const logo = { logoPath: path, logoWidth: width, logoHeight: height };
    await this.deps.db.$transaction(async (tx) => {
      const existing = await tx.captainProfile.findUnique({ where: { userId: user.id }, select: { logoPath: true } });
      await tx.storedFile.create({ data: { name: path, ownerId: user.id, contentType, size: data.byteLength, data: new Uint8Array(data) } });
      // A logo may come before the profile form was ever saved: start the profile from the account.
      const [firstName, ...rest] = user.name.trim().split(/\s+/);
      await tx.captainProfile.upsert({
        where: { userId: user.id },
        create: { userId: user.id, firstName: firstName ?? "", lastName: rest.join(" "), phone: user.phone, licenseType: "", licenseNumber: "", ...logo },
        update: logo,
      });
      if (existing?.logoPath) await tx.storedFile.deleteMany({ where: { name: existing.logoPath, ownerId: user.id } });
    });
    return { path, width, height };
  }

  /** The logo's bytes and content type, or null when the captain has none. */
  async logoFile(userId: string): Promise<{ data: Buffer; contentType: string } | null> {
    const profile = await this.deps.db.captainProfile.findUnique({ where: { userId }, select: { logoPath: true } });
    if (!profile?.logoPath) return null;
    const file = await this.deps.db.storedFile.findFirst({
      where: { name: profile.logoPath, ownerId: userId },
      select: { data: true, contentType: true },
    });
    return file ? { data: Buffer.from(file.data), contentType: file.contentType } : null;
  }

  /** The logo's PNG bytes, or null when the captain has none. */
  async logo(userId: string): Promise<Buffer | null> {
    return (await this.logoFile(userId))?.data ?? null;
  }

  /** Removes the logo; true when there was one. */
  async deleteLogo(user: User): Promise<boolean> {
    const profile = await this.deps.db.captainProfile.findUnique({ where: { userId: user.id }, select: { logoPath: true } });
    if (!profile?.logoPath) return false;
    await this.deps.db.$transaction([
      this.deps.db.captainProfile.update({
        where: { userId: user.id },
        data: { logoPath: null, logoWidth: null, logoHeight: null },
      }),
      this.deps.db.storedFile.deleteMany({ where: { name: profile.logoPath, ownerId: user.id } }),
    ]);
    return true;
  }

  /**
   * Checks the current password, sets the new one, signs out every other session of the account
   * and makes every password reset link sent before unusable.
   */
  /**
   * Checks the current password under the login throttle (a stolen session cannot guess it at
   * speed), sets the new one and revokes every other session of the account.
   */
  async changePassword(user: User, sessionId: string, input: unknown, ip: string) {
    const data = parseInput(changePasswordSchema, input);
    const { db, clock, logger, throttle } = this.deps;
    await throttle.assertAllowed("user", user.email, ip);
    const account = await db.user.findUnique({ where: { id: user.id } });
    if (!account || !(await verifyPassword(account.passwordHash, data.currentPassword))) {
      await throttle.recordFailure("user", user.email, ip);
      throw ValidationError.field("currentPassword", "validation.profile.currentPassword.invalid");
    }
    const passwordHash = await hashPassword(data.newPassword);
    const now = clock.now();
    const revoked = await db.$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      const r = await tx.session.updateMany({
        where: { userId: user.id, revokedAt: null, NOT: { id: sessionId } },
        data: { revokedAt: now },
      });
      await tx.passwordReset.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      return r.count;
    });
    logger.info({ event: "password_changed", userId: user.id, revokedSessions: revoked }, "password changed");
  }
}
