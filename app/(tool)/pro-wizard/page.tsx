import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Pro Chat" };

export default function Page() {
  return <PagePlaceholder title="Pro Chat" />;
}
