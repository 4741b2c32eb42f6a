import { Clapperboard, Heart, Menu, X } from "@/components/icons";
import { NavBar } from "@/components/layout/nav-bar";

/** The site's top bar: the client navigation with its icons drawn here, on the server. */
export function SiteHeader({ donationUrl }: { donationUrl: string }) {
  return (
    <NavBar
      donationUrl={donationUrl}
      icons={{
        logo: <Clapperboard className="h-5 w-5 text-primary" aria-hidden />,
        support: <Heart className="h-4 w-4" aria-hidden />,
        open: <Menu className="h-5 w-5" aria-hidden />,
        close: <X className="h-5 w-5" aria-hidden />,
      }}
    />
  );
}
