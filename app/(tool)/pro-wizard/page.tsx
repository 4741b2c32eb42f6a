import { QueryProvider } from "@/components/layout/query-provider";
import { ProWizard } from "@/components/pro-chat/pro-wizard";
import { siteConfig } from "@/lib/env";

export const metadata = { title: "Pro Chat" };

export default function Page() {
  return (
    <QueryProvider>
      <ProWizard contactEmail={siteConfig().contactEmail} />
    </QueryProvider>
  );
}
