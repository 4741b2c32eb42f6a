import "server-only";
import { revalidatePath } from "next/cache";

/** The landing page shows the gallery: refresh it after a showcase change. */
export function revalidateShowcasePages(): void {
  revalidatePath("/");
}
