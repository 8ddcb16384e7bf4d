-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'pending', 'cancelled', 'expired');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('payu', 'stripe', 'staff', 'discount');

-- CreateEnum
CREATE TYPE "TripStatus" AS ENUM ('planned', 'in_progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "ReversalFeeStatus" AS ENUM ('due', 'paid', 'waived');

-- CreateTable
CREATE TABLE "Subscription" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "status" "SubscriptionStatus" NOT NULL,
    "provider" "PaymentProvider" NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TripEvent" (
    "position" BIGSERIAL NOT NULL,
    "streamId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "metadata" JSONB NOT NULL,
    "occurredAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TripEvent_pkey" PRIMARY KEY ("position")
);

-- CreateTable
CREATE TABLE "Trip" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "status" "TripStatus" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "deletedById" UUID,
    "captainFirstName" TEXT NOT NULL,
    "captainLastName" TEXT NOT NULL,
    "captainEmail" TEXT,
    "captainPhone" TEXT NOT NULL,
    "licenseType" TEXT NOT NULL,
    "licenseNumber" TEXT NOT NULL,
    "otherLicense" TEXT,
    "yachtName" TEXT NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "homePort" TEXT NOT NULL,
    "hullLength" TEXT NOT NULL,
    "enginesCount" TEXT NOT NULL,
    "enginePower" TEXT NOT NULL,
    "embarkationPort" TEXT NOT NULL,
    "isEmbarkationTidalPort" BOOLEAN NOT NULL,
    "disembarkationPort" TEXT NOT NULL,
    "isDisembarkationTidalPort" BOOLEAN NOT NULL,
    "distance" TEXT NOT NULL,
    "embarkationDate" DATE NOT NULL,
    "disembarkationDate" DATE NOT NULL,
    "sailingHours" TEXT NOT NULL,
    "engineHours" TEXT NOT NULL,
    "mooringHours" TEXT NOT NULL,
    "tidalHours" TEXT NOT NULL,
    "tidalPortsCount" INTEGER NOT NULL,
    "logbookNumber" TEXT,
    "captainNotes" TEXT,
    "searchText" TEXT NOT NULL,

    CONSTRAINT "Trip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VisitedPort" (
    "id" UUID NOT NULL,
    "tripId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isTidal" BOOLEAN NOT NULL,
    "arrivalDate" DATE,
    "departureDate" DATE,

    CONSTRAINT "VisitedPort_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CrewMember" (
    "id" UUID NOT NULL,
    "tripId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "fullName" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "role" TEXT NOT NULL,
    "otherRole" TEXT,
    "licenseType" TEXT,
    "otherLicense" TEXT,
    "licenseNumber" TEXT,
    "captainOpinion" TEXT NOT NULL,
    "performance" TEXT NOT NULL,
    "seasickness" TEXT NOT NULL,
    "resistance" TEXT NOT NULL,
    "captainNotes" TEXT,

    CONSTRAINT "CrewMember_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReversalFee" (
    "id" UUID NOT NULL,
    "tripId" UUID NOT NULL,
    "captainId" UUID NOT NULL,
    "staffId" UUID NOT NULL,
    "amountGrosze" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "status" "ReversalFeeStatus" NOT NULL DEFAULT 'due',
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReversalFee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Subscription_userId_status_endsAt_idx" ON "Subscription"("userId", "status", "endsAt");

-- CreateIndex
CREATE UNIQUE INDEX "TripEvent_streamId_version_key" ON "TripEvent"("streamId", "version");

-- CreateIndex
CREATE INDEX "Trip_ownerId_deletedAt_embarkationDate_idx" ON "Trip"("ownerId", "deletedAt", "embarkationDate");

-- CreateIndex
CREATE INDEX "Trip_deletedAt_idx" ON "Trip"("deletedAt");

-- CreateIndex
CREATE INDEX "VisitedPort_tripId_position_idx" ON "VisitedPort"("tripId", "position");

-- CreateIndex
CREATE INDEX "CrewMember_tripId_position_idx" ON "CrewMember"("tripId", "position");

-- CreateIndex
CREATE INDEX "ReversalFee_captainId_createdAt_idx" ON "ReversalFee"("captainId", "createdAt");

-- CreateIndex
CREATE INDEX "ReversalFee_createdAt_idx" ON "ReversalFee"("createdAt");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Trip" ADD CONSTRAINT "Trip_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Trip" ADD CONSTRAINT "Trip_deletedById_fkey" FOREIGN KEY ("deletedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VisitedPort" ADD CONSTRAINT "VisitedPort_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CrewMember" ADD CONSTRAINT "CrewMember_tripId_fkey" FOREIGN KEY ("tripId") REFERENCES "Trip"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReversalFee" ADD CONSTRAINT "ReversalFee_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReversalFee" ADD CONSTRAINT "ReversalFee_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The trip log is append-only: events are never updated or deleted. Hand-written (Prisma does not
-- model triggers, so schema diffs ignore it). The function body spells its semicolon as \073
-- because the PostgreSQL driver adapter splits migration scripts at every semicolon.
CREATE FUNCTION "trip_event_append_only"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN RAISE EXCEPTION ''TripEvent is append-only: % is not allowed'', TG_OP\073 END';

CREATE TRIGGER "TripEvent_append_only"
  BEFORE UPDATE OR DELETE ON "TripEvent"
  FOR EACH ROW EXECUTE FUNCTION "trip_event_append_only"();

CREATE TRIGGER "TripEvent_no_truncate"
  BEFORE TRUNCATE ON "TripEvent"
  FOR EACH STATEMENT EXECUTE FUNCTION "trip_event_append_only"();
