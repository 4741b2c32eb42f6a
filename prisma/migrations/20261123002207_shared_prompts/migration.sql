-- CreateTable
CREATE TABLE "shared_prompts" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "indexable" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shared_prompts_pkey" PRIMARY KEY ("id")
);
