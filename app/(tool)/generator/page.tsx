import { PagePlaceholder } from "@/components/layout/page-placeholder";

export const metadata = { title: "Free Scene Generator" };

export default function Page() {
  return <PagePlaceholder title="Free Scene Generator" />;
}
