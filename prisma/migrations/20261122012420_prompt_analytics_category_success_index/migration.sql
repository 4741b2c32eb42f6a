-- DropIndex
DROP INDEX "prompt_analytics_category_idx";

-- CreateIndex
CREATE INDEX "prompt_analytics_category_success_idx" ON "prompt_analytics"("category", "success");
