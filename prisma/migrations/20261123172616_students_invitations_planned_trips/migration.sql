-- CreateEnum
CREATE TYPE "EnrolmentStatus" AS ENUM ('pending', 'accepted', 'rejected', 'withdrawn');

-- AlterTable
ALTER TABLE "Student" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'pl';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'pl';

-- CreateTable
CREATE TABLE "StudentPasswordReset" (
    "id" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "studentId" UUID NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StudentPasswordReset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" UUID NOT NULL,
    "captainId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "expiresAt" DATE,
    "usageLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Invitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StudentCaptain" (
    "id" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "captainId" UUID NOT NULL,
    "invitationId" UUID,
    "connectedAt" TIMESTAMP(3) NOT NULL,
    "disconnectedAt" TIMESTAMP(3),

    CONSTRAINT "StudentCaptain_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlannedTrip" (
    "id" UUID NOT NULL,
    "captainId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "embarkationPort" TEXT NOT NULL,
    "disembarkationPort" TEXT NOT NULL,
    "yachtId" UUID,
    "yachtName" TEXT NOT NULL,
    "yachtType" TEXT NOT NULL,
    "maxCrewMembers" INTEGER,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PlannedTrip_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Enrolment" (
    "id" UUID NOT NULL,
    "plannedTripId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "status" "EnrolmentStatus" NOT NULL,
    "studentNotes" TEXT,
    "captainNotes" TEXT,
    "joinedAt" TIMESTAMP(3) NOT NULL,
    "rejoinAllowed" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Enrolment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnrolmentChange" (
    "id" UUID NOT NULL,
    "seq" SERIAL NOT NULL,
    "enrolmentId" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "fromStatus" "EnrolmentStatus",
    "toStatus" "EnrolmentStatus" NOT NULL,
    "byRole" TEXT NOT NULL,
    "byUserId" UUID,
    "byStudentId" UUID,
    "byName" TEXT NOT NULL,
    "note" TEXT,

    CONSTRAINT "EnrolmentChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StudentPasswordReset_tokenHash_key" ON "StudentPasswordReset"("tokenHash");

-- CreateIndex
CREATE INDEX "StudentPasswordReset_studentId_idx" ON "StudentPasswordReset"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "Invitation_code_key" ON "Invitation"("code");

-- CreateIndex
CREATE INDEX "Invitation_captainId_createdAt_idx" ON "Invitation"("captainId", "createdAt");

-- CreateIndex
CREATE INDEX "StudentCaptain_captainId_disconnectedAt_idx" ON "StudentCaptain"("captainId", "disconnectedAt");

-- CreateIndex
CREATE UNIQUE INDEX "StudentCaptain_studentId_captainId_key" ON "StudentCaptain"("studentId", "captainId");

-- CreateIndex
CREATE INDEX "PlannedTrip_captainId_startDate_idx" ON "PlannedTrip"("captainId", "startDate");

-- CreateIndex
CREATE INDEX "PlannedTrip_isActive_startDate_idx" ON "PlannedTrip"("isActive", "startDate");

-- CreateIndex
CREATE INDEX "Enrolment_studentId_status_idx" ON "Enrolment"("studentId", "status");

-- CreateIndex
CREATE UNIQUE INDEX "Enrolment_plannedTripId_studentId_key" ON "Enrolment"("plannedTripId", "studentId");

-- CreateIndex
CREATE INDEX "EnrolmentChange_enrolmentId_seq_idx" ON "EnrolmentChange"("enrolmentId", "seq");

-- AddForeignKey
ALTER TABLE "StudentPasswordReset" ADD CONSTRAINT "StudentPasswordReset_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invitation" ADD CONSTRAINT "Invitation_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentCaptain" ADD CONSTRAINT "StudentCaptain_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentCaptain" ADD CONSTRAINT "StudentCaptain_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudentCaptain" ADD CONSTRAINT "StudentCaptain_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "Invitation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlannedTrip" ADD CONSTRAINT "PlannedTrip_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlannedTrip" ADD CONSTRAINT "PlannedTrip_yachtId_fkey" FOREIGN KEY ("yachtId") REFERENCES "Yacht"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Enrolment" ADD CONSTRAINT "Enrolment_plannedTripId_fkey" FOREIGN KEY ("plannedTripId") REFERENCES "PlannedTrip"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Enrolment" ADD CONSTRAINT "Enrolment_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "Student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnrolmentChange" ADD CONSTRAINT "EnrolmentChange_enrolmentId_fkey" FOREIGN KEY ("enrolmentId") REFERENCES "Enrolment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
