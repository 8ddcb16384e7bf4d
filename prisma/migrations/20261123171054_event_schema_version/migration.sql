-- AlterTable
ALTER TABLE "TripEvent" ADD COLUMN     "schemaVersion" INTEGER NOT NULL DEFAULT 1;
