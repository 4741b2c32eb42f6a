-- AlterTable
ALTER TABLE "admin_users" ADD COLUMN     "session_version" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "credit_sessions" ADD COLUMN     "email_verified_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "credit_transactions" ADD COLUMN     "amount_cents" INTEGER;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "credit_session_id" UUID;

-- CreateIndex
CREATE INDEX "projects_credit_session_id_idx" ON "projects"("credit_session_id");

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_credit_session_id_fkey" FOREIGN KEY ("credit_session_id") REFERENCES "credit_sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
