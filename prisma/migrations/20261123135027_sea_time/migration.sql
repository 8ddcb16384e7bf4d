-- AlterTable: the typed numbers of each trip as exact decimals (sea-time sums). Existing rows are
-- backfilled here from the strings the projection wrote (already validated and normalised with a
-- dot by the trip form schema), and a text that is not a number counts as 0, exactly as the projection
-- does (api/src/modules/trips/trip.numeric.ts). No projection rebuild is needed.
ALTER TABLE "Trip" ADD COLUMN "hullLengthValue" DECIMAL(13,4),
ADD COLUMN "distanceValue" DECIMAL(13,4),
ADD COLUMN "sailingHoursValue" DECIMAL(13,4),
ADD COLUMN "engineHoursValue" DECIMAL(13,4),
ADD COLUMN "mooringHoursValue" DECIMAL(13,4),
ADD COLUMN "tidalHoursValue" DECIMAL(13,4);

UPDATE "Trip" SET
    "hullLengthValue" = CASE WHEN btrim("hullLength") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("hullLength"), ',', '.')::numeric ELSE 0 END,
    "distanceValue" = CASE WHEN btrim("distance") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("distance"), ',', '.')::numeric ELSE 0 END,
    "sailingHoursValue" = CASE WHEN btrim("sailingHours") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("sailingHours"), ',', '.')::numeric ELSE 0 END,
    "engineHoursValue" = CASE WHEN btrim("engineHours") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("engineHours"), ',', '.')::numeric ELSE 0 END,
    "mooringHoursValue" = CASE WHEN btrim("mooringHours") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("mooringHours"), ',', '.')::numeric ELSE 0 END,
    "tidalHoursValue" = CASE WHEN btrim("tidalHours") ~ '^[0-9]{1,9}([.,][0-9]{1,4})?$' THEN replace(btrim("tidalHours"), ',', '.')::numeric ELSE 0 END;

ALTER TABLE "Trip" ALTER COLUMN "hullLengthValue" SET NOT NULL,
ALTER COLUMN "distanceValue" SET NOT NULL,
ALTER COLUMN "sailingHoursValue" SET NOT NULL,
ALTER COLUMN "engineHoursValue" SET NOT NULL,
ALTER COLUMN "mooringHoursValue" SET NOT NULL,
ALTER COLUMN "tidalHoursValue" SET NOT NULL;

-- CreateTable
CREATE TABLE "SeaTimeMark" (
    "tripId" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "seaVoyage" BOOLEAN,
    "inCommand" BOOLEAN,
    "nightHours" DECIMAL(13,4),
    "passagesOver60" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SeaTimeMark_pkey" PRIMARY KEY ("tripId")
);

-- CreateIndex
CREATE INDEX "SeaTimeMark_ownerId_idx" ON "SeaTimeMark"("ownerId");

-- AddForeignKey
ALTER TABLE "SeaTimeMark" ADD CONSTRAINT "SeaTimeMark_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
