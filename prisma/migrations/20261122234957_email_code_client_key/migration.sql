-- AlterTable
ALTER TABLE "email_codes" ADD COLUMN     "client_key" TEXT;
