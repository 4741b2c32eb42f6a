-- CreateTable
CREATE TABLE "reference_images" (
    "id" UUID NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reference_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reference_images_visitor_id_idx" ON "reference_images"("visitor_id");

-- CreateIndex
CREATE INDEX "reference_images_last_used_at_idx" ON "reference_images"("last_used_at");
