-- AlterTable
ALTER TABLE "shared_prompts" ADD COLUMN     "description" TEXT;
