import { ImageResponse } from "next/og";
import { shareSummary } from "@/lib/share/text";
import { loadShare } from "./load";

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The social card of a shared prompt, drawn by next/og with its bundled font (no network needed):
 * the title, the scene count and the opening of the first scene.
 */
export async function renderShareImage(id: string): Promise<ImageResponse> {
  const share = await loadShare(id);
  const scenes = share.document.scenes.length;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "linear-gradient(135deg, #eef2ff 0%, #ffffff 60%)",
        color: "#111827",
      }}
    >
      <div style={{ display: "flex", fontSize: 32, color: "#4f46e5", fontWeight: 700 }}>PromptReel</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div style={{ display: "flex", fontSize: 64, fontWeight: 700, lineHeight: 1.1 }}>
          {share.title.slice(0, 80)}
        </div>
        <div style={{ display: "flex", fontSize: 28, color: "#4b5563", lineHeight: 1.4 }}>
          {shareSummary(share.document, 140)}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 26, color: "#6b7280" }}>
        {`JSON prompt for AI video · ${scenes} scene${scenes === 1 ? "" : "s"}`}
      </div>
    </div>,
    SOCIAL_IMAGE_SIZE,
  );
}
