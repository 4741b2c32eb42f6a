import { GeneratorScreen } from "@/components/generator/generator-screen";
import { siteConfig } from "@/lib/env";

export const metadata = {
  title: "Free Scene Generator",
  description:
    "Turn a video scene description into a structured, scene-by-scene JSON prompt for Veo, Sora, Runway or Kling. Free and unlimited.",
};

/** /generator: the free, unlimited Scene Generator. */
export default function Page() {
  return <GeneratorScreen donationUrl={siteConfig().donationUrl} />;
}
