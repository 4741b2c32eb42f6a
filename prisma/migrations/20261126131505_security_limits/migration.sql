-- AlterTable
ALTER TABLE "email_codes" ADD COLUMN     "foreign_attempts" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "shared_prompts" DROP COLUMN "indexable",
ADD COLUMN     "taken_down_at" TIMESTAMP(3),
ADD COLUMN     "taken_down_by" TEXT;

-- CreateIndex
CREATE INDEX "shared_prompts_created_at_idx" ON "shared_prompts"("created_at");

-- Every change of an admin's is_active revokes the sessions issued before it (issue 24.5): made in
-- the product (lib/admin/admins.ts) or by hand in SQL, a reactivation never revives an old session.
CREATE OR REPLACE FUNCTION admin_users_revoke_on_active_change() RETURNS trigger AS $$
BEGIN
  IF NEW.is_active IS DISTINCT FROM OLD.is_active THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER admin_users_revoke_on_active_change
  BEFORE UPDATE ON "admin_users"
  FOR EACH ROW EXECUTE FUNCTION admin_users_revoke_on_active_change();
