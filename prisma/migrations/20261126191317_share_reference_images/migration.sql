-- CreateTable
CREATE TABLE "share_reference_images" (
    "share_id" TEXT NOT NULL,
    "reference_image_id" UUID NOT NULL,

    CONSTRAINT "share_reference_images_pkey" PRIMARY KEY ("share_id","reference_image_id")
);

-- CreateIndex
CREATE INDEX "share_reference_images_reference_image_id_idx" ON "share_reference_images"("reference_image_id");

-- CreateIndex
CREATE UNIQUE INDEX "reference_images_storage_key_key" ON "reference_images"("storage_key");

-- AddForeignKey
ALTER TABLE "share_reference_images" ADD CONSTRAINT "share_reference_images_share_id_fkey" FOREIGN KEY ("share_id") REFERENCES "shared_prompts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_reference_images" ADD CONSTRAINT "share_reference_images_reference_image_id_fkey" FOREIGN KEY ("reference_image_id") REFERENCES "reference_images"("id") ON DELETE CASCADE ON UPDATE CASCADE;
