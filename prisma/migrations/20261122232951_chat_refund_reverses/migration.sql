-- AlterTable
ALTER TABLE "credit_transactions" ADD COLUMN     "reverses_transaction_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "credit_transactions_reverses_transaction_id_key" ON "credit_transactions"("reverses_transaction_id");
