import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { adminFromHeaders } from "@/lib/auth/require-admin";

/** The admin layout: the admin navigation above every back-office page (/admin/*, /analytics). */
export async function AdminShell({ children }: { children: ReactNode }) {
  const admin = await adminFromHeaders();
  return (
    <>
      <AdminNav signedIn={admin !== null} />
      {children}
    </>
  );
}
