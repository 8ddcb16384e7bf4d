-- CreateTable
CREATE TABLE "ReversalFeeSettlement" (
    "feeId" UUID NOT NULL,
    "status" "ReversalFeeStatus" NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReversalFeeSettlement_pkey" PRIMARY KEY ("feeId")
);

-- Backfill: staff's decisions so far move to the settlements (the ledger's status stays a copy).
INSERT INTO "ReversalFeeSettlement" ("feeId", "status", "updatedAt")
SELECT "id", "status", "createdAt" FROM "ReversalFee" WHERE "status" <> 'due';

-- Backfill: every TripRestored event has its ledger row (the projection writes them from now on).
INSERT INTO "ReversalFee" ("id", "tripId", "captainId", "staffId", "amountGrosze", "currency", "status", "createdAt")
SELECT ("e"."data"->>'feeId')::uuid, "e"."streamId", "t"."ownerId", ("e"."metadata"->>'actorId')::uuid,
       COALESCE(("e"."data"->>'amountGrosze')::int, 1000), COALESCE("e"."data"->>'currency', 'PLN'), 'due', "e"."occurredAt"
FROM "TripEvent" "e" JOIN "Trip" "t" ON "t"."id" = "e"."streamId"
WHERE "e"."type" = 'TripRestored'
  AND NOT EXISTS (SELECT 1 FROM "ReversalFee" "f" WHERE "f"."id" = ("e"."data"->>'feeId')::uuid);
