-- CreateTable
CREATE TABLE "Yacht" (
    "id" UUID NOT NULL,
    "captainId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "registrationNumber" TEXT NOT NULL,
    "registrationKey" TEXT NOT NULL,
    "homePort" TEXT NOT NULL,
    "hullLength" DECIMAL(8,2) NOT NULL,
    "enginesCount" INTEGER NOT NULL,
    "enginePower" DECIMAL(8,1) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Yacht_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CaptainProfile" (
    "userId" UUID NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "licenseType" TEXT NOT NULL,
    "licenseNumber" TEXT NOT NULL,
    "otherLicense" TEXT,
    "logoPath" TEXT,
    "logoWidth" INTEGER,
    "logoHeight" INTEGER,
    "invoiceType" TEXT,
    "invoiceFirstName" TEXT,
    "invoiceLastName" TEXT,
    "companyName" TEXT,
    "nip" TEXT,
    "address" TEXT,
    "postalCode" TEXT,
    "city" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CaptainProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "Yacht_captainId_name_idx" ON "Yacht"("captainId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Yacht_captainId_registrationKey_key" ON "Yacht"("captainId", "registrationKey");

-- AddForeignKey
ALTER TABLE "Yacht" ADD CONSTRAINT "Yacht_captainId_fkey" FOREIGN KEY ("captainId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CaptainProfile" ADD CONSTRAINT "CaptainProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
