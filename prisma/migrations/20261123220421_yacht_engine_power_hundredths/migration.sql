-- The engine power to 0.01 kW, as the trip wizard takes it (issue 16: one precision rule). Widening:
-- DECIMAL(8,1) -> DECIMAL(9,2) keeps every stored value (7 integer digits either way).
-- AlterTable
ALTER TABLE "Yacht" ALTER COLUMN "enginePower" SET DATA TYPE DECIMAL(9,2);
