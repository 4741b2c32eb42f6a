import { NextResponse, type NextRequest } from "next/server";

// The coarse request gate (Next 16's name for middleware). Admin gating is added by the admin
// feature; every admin route checks again with requireAdmin().
export function proxy(_req: NextRequest) {
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin/:path*", "/analytics/:path*", "/api/admin/:path*"],
};
