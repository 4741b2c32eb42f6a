import { NextResponse, type NextRequest } from "next/server";

// The coarse request gate (Next 16's name for middleware): admin API calls (/api/admin/*, and
// /api/analytics) without a session cookie are refused here with 401 JSON. Admin pages pass through:
// they render the login form themselves (<AdminGate>). It only looks for the cookie; every admin route, page and action
// verifies the session itself with requireAdmin() / adminFromHeaders().
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
const PUBLIC_ADMIN_API = new Set(["/api/admin/login", "/api/admin/logout"]);

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const adminApi = (pathname.startsWith("/api/admin/") && !PUBLIC_ADMIN_API.has(pathname)) || pathname === "/api/analytics" || pathname.startsWith("/api/analytics/");
  if (adminApi) {
    const hasSession = SESSION_COOKIES.some((name) => req.cookies.has(name));
    if (!hasSession) return NextResponse.json({ message: "Authentication required" }, { status: 401 });
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path*", "/analytics/:path*", "/api/admin/:path*", "/api/analytics/:path*", "/api/analytics"],
};
