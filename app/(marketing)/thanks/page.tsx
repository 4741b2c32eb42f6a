import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Payment Successful" };

export default function Page() {
  return <PagePlaceholder title="Payment Successful" />;
}
