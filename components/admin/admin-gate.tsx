import type { ReactNode } from "react";
import { adminFromHeaders } from "@/lib/auth/require-admin";
import type { AdminIdentity } from "@/lib/auth/admins";
import { AdminLoginForm } from "@/components/admin/admin-login-form";
import { AdminNav } from "@/components/admin/admin-nav";
import { QueryProvider } from "@/components/layout/query-provider";

/**
 * Server-side gate and layout of the admin pages: the admin navigation, then the embedded login form
 * when there is no valid admin session (spec: admin pages show the login form when the session flag
 * is missing), else the page. It lives in each page rather than a layout.tsx because a layout shared
 * with /admin/login would not re-render after signing in. The signed-in screens fetch with React
 * Query, mounted here (the login form does not need it).
 */
export async function AdminGate({
  path,
  children,
}: {
  path: string;
  children: (admin: AdminIdentity) => ReactNode;
}) {
  const admin = await adminFromHeaders();
  return (
    <>
      <AdminNav signedIn={admin !== null} />
      {admin ? <QueryProvider>{children(admin)}</QueryProvider> : <AdminLoginForm redirectTo={path} />}
    </>
  );
}
