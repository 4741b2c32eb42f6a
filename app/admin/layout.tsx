import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell";

/** Back-office pages get the admin navigation instead of the public one. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AdminShell>{children}</AdminShell>;
}
