// Golden outputs per target, reviewed by eye against each vendor's prompting guide: element order,
// dialogue form, multi-shot syntax, negatives in the field or rewritten, silent models' warnings.
import { describe, expect, it } from "vitest";
import { findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { GOLDEN } from "../support/target-documents";

// The golden document with its two scenes stated as two 4 s shots of one clip (as "Shot 1 (0-4s):"
// and "Shot 2 (4-8s):" would be compiled), each scene with its own words.
const SHOTS = {
  ...GOLDEN,
  scenes: GOLDEN.scenes.map((s, i) => ({
    ...s,
    description: i ? "Maria rows the boat out to sea." : s.description,
    shot: { start: i * 4, seconds: 4 },
  })),
};
const render = (id: string, opts = {}) => exportDocument(SHOTS, findTarget(id)!, opts);

describe("golden exports", () => {
  it("Veo 3.1: cinematography first, quoted speech, timestamp brackets in one 8 s clip, negatives in negativePrompt", () => {
    expect(render("veo-3.1")).toMatchInlineSnapshot(`
      {
        "clips": [
          {
            "negativePrompt": "people on the pier",
            "parameters": {
              "aspectRatio": "16:9",
              "durationSeconds": 8,
              "generateAudio": true,
              "model": "veo-3.1-generate-001",
              "resolution": "720p",
            },
            "sceneIds": [
              1,
              2,
            ],
            "text": "[00:00-00:04] Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Maria says: "The sea is calm today."
      [00:04-00:08] Wide shot. Aerial drone shot. Maria rows the boat out to sea. The open sea, sunrise. Warm sunrise glow.
      Cinematic, 35mm film. Gulls crying.",
          },
        ],
        "lint": {
          "findings": [
            {
              "clip": 1,
              "code": "too_short",
              "message": "Clip 1: about 26 words per shot; Veo 3.1 works best with 40-150.",
              "severity": "info",
            },
          ],
          "score": 97,
        },
        "mode": "text-to-video",
        "parametersRoute": "vertex",
        "route": {
          "id": "vertex",
          "kind": "vendor",
          "model": "veo-3.1-generate-001",
          "name": "Google Vertex AI",
        },
        "target": "veo-3.1",
        "warnings": [],
      }
    `);
  });
  it("Veo 3.1 at 1080p: the coupling forces 8 s", () => {
    const one = { ...GOLDEN, scenes: [{ ...GOLDEN.scenes[0], duration_seconds: 5 }] };
    const r = exportDocument(one, findTarget("veo-3.1")!, { resolution: "1080p" });
    expect(r.clips[0].parameters).toMatchObject({ durationSeconds: 8, resolution: "1080p" });
    expect(r.warnings.map((w) => w.message)).toContain("Veo 3.1: 5 s -> 8 s for scene 1 (1080p needs 8 s).");
  });
  it('Kling 3.0: multi_prompt shots, [Name]: "line" with no manner the text does not give, the anchor again in the next shot', () => {
    expect(render("kling-3")).toMatchInlineSnapshot(`
      {
        "clips": [
          {
            "negativePrompt": "people on the pier",
            "parameters": {
              "aspectRatio": "16:9",
              "aspect_ratio": "16:9",
              "duration": "8",
              "durationSeconds": 8,
              "mode": "pro",
              "model_name": "kling-v3",
              "multi_prompt": [
                {
                  "duration": "4",
                  "index": 1,
                  "prompt": "A misty harbor, dawn. Soft golden backlight. Maria unties a rope at the harbor. [Maria]: "The sea is calm today." Close-up. Slow push in. Cinematic, 35mm film. Gulls crying.",
                },
                {
                  "duration": "4",
                  "index": 2,
                  "prompt": "The open sea, sunrise. Warm sunrise glow. Maria, the fisherwoman, rows the boat out to sea. Wide shot. Aerial drone shot. Cinematic, 35mm film. Gulls crying.",
                },
              ],
              "multi_shot": true,
              "shot_type": "customize",
              "sound": "on",
            },
            "sceneIds": [
              1,
              2,
            ],
            "text": "Shot 1 (4 s): A misty harbor, dawn. Soft golden backlight. Maria unties a rope at the harbor. [Maria]: "The sea is calm today." Close-up. Slow push in. Cinematic, 35mm film. Gulls crying.
      Shot 2 (4 s): The open sea, sunrise. Warm sunrise glow. Maria, the fisherwoman, rows the boat out to sea. Wide shot. Aerial drone shot. Cinematic, 35mm film. Gulls crying.",
          },
        ],
        "lint": {
          "findings": [],
          "score": 100,
        },
        "mode": "text-to-video",
        "parametersRoute": "kling",
        "route": {
          "id": "kling",
          "kind": "vendor",
          "model": "kling-v3",
          "name": "Kling API (as Freepik mirrors it)",
        },
        "target": "kling-3",
        "warnings": [],
      }
    `);
  });
  it("Runway Gen-4.5: one clip per scene, positive wording, audio left out with a warning", () => {
    expect(render("runway-gen-4.5", { aspectRatio: "9:16" })).toMatchInlineSnapshot(`
      {
        "clips": [
          {
            "parameters": {
              "aspectRatio": "9:16",
              "duration": 4,
              "durationSeconds": 4,
              "model": "gen4.5",
              "ratio": "720:1280",
            },
            "sceneIds": [
              1,
            ],
            "text": "Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Cinematic, 35mm film. The surroundings are otherwise deserted.",
          },
          {
            "parameters": {
              "aspectRatio": "9:16",
              "duration": 4,
              "durationSeconds": 4,
              "model": "gen4.5",
              "ratio": "720:1280",
            },
            "sceneIds": [
              2,
            ],
            "text": "Wide shot. Aerial drone shot. Maria, the fisherwoman, rows the boat out to sea. The open sea, sunrise. Warm sunrise glow. Cinematic, 35mm film. The surroundings are otherwise deserted.",
          },
        ],
        "lint": {
          "findings": [],
          "score": 100,
        },
        "mode": "text-to-video",
        "parametersRoute": "runway",
        "route": {
          "id": "runway",
          "kind": "vendor",
          "model": "gen4.5",
          "name": "Runway API",
        },
        "target": "runway-gen-4.5",
        "warnings": [
          {
            "code": "audio_dropped",
            "message": "Runway Gen-4.5 makes silent video: left out sound "gulls crying"; dialogue Maria: "The sea is calm today.". Add them in editing.",
          },
        ],
      }
    `);
  });
  it("Luma Ray 3: subject first, positive only", () => {
    expect(render("luma-ray-3").clips.map((c) => c.text)).toMatchInlineSnapshot(`
      [
        "Maria unties a rope at the harbor. A misty harbor, dawn. Close-up. Slow push in. Soft golden backlight. Cinematic, 35mm film. The surroundings are otherwise deserted.",
        "Maria, the fisherwoman, rows the boat out to sea. The open sea, sunrise. Wide shot. Aerial drone shot. Warm sunrise glow. Cinematic, 35mm film. The surroundings are otherwise deserted.",
      ]
    `);
  });
  it("Hailuo 02: bracketed camera commands", () => {
    expect(render("hailuo-02").clips.map((c) => c.text)).toMatchInlineSnapshot(`
      [
        "Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Cinematic, 35mm film. Close-up. Slow push in. [Push in] The surroundings are otherwise deserted.",
        "Maria, the fisherwoman, rows the boat out to sea. The open sea, sunrise. Warm sunrise glow. Cinematic, 35mm film. Wide shot. Aerial drone shot. The surroundings are otherwise deserted.",
      ]
    `);
  });
  it("Wan 2.6: Shot N [a-bs] blocks with shot_type multi", () => {
    expect(render("wan-2.6")).toMatchInlineSnapshot(`
      {
        "clips": [
          {
            "negativePrompt": "people on the pier",
            "parameters": {
              "aspectRatio": "16:9",
              "duration": 10,
              "durationSeconds": 10,
              "model": "wan2.6-t2v",
              "prompt_extend": true,
              "resolution": "720P",
              "shot_type": "multi",
              "size": "1280*720",
            },
            "sceneIds": [
              1,
              2,
            ],
            "text": "Shot 1 [0-4s] A misty harbor, dawn. Soft golden backlight. Maria unties a rope at the harbor. Maria says: "The sea is calm today." Close-up. Slow push in.
      Shot 2 [4-10s] The open sea, sunrise. Warm sunrise glow. Maria rows the boat out to sea. Wide shot. Aerial drone shot.
      Cinematic, 35mm film. Gulls crying.",
          },
        ],
        "lint": {
          "findings": [
            {
              "clip": 1,
              "code": "too_short",
              "message": "Clip 1: about 28 words per shot; Alibaba Wan 2.6 works best with 30-150.",
              "severity": "info",
            },
          ],
          "score": 97,
        },
        "mode": "text-to-video",
        "parametersRoute": "model-studio",
        "route": {
          "id": "model-studio",
          "kind": "vendor",
          "model": "wan2.6-t2v",
          "name": "Alibaba Model Studio (legacy protocol)",
        },
        "target": "wan-2.6",
        "warnings": [
          {
            "code": "legacy_model",
            "message": "Alibaba Wan 2.6 is superseded by Alibaba Wan 3.0; it still works while the vendor serves it.",
          },
          {
            "code": "duration_mapped",
            "message": "Alibaba Wan 2.6: 8 s -> 10 s for scenes 1, 2.",
          },
        ],
      }
    `);
  });
  it("Seedance 2.0: numbered shots without seconds", () => {
    expect(render("seedance-2.0").clips).toMatchInlineSnapshot(`
      [
        {
          "parameters": {
            "aspectRatio": "16:9",
            "duration": 8,
            "durationSeconds": 8,
            "generate_audio": true,
            "model": "v2",
            "ratio": "16:9",
            "resolution": "720p",
          },
          "sceneIds": [
            1,
            2,
          ],
          "text": "Shot 1: Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Maria says: "The sea is calm today."
      Shot 2: Wide shot. Aerial drone shot. Maria rows the boat out to sea. The open sea, sunrise. Warm sunrise glow.
      Cinematic, 35mm film. Gulls crying. The surroundings are otherwise deserted.",
        },
      ]
    `);
  });
  it("Seedance 2.5: numbered shots with whole-second timestamps", () => {
    expect(render("seedance-2.5").clips.map((c) => c.text)).toMatchInlineSnapshot(`
      [
        "Shot 1 [0-4s]: Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Maria says: "The sea is calm today."
      Shot 2 [4-8s]: Wide shot. Aerial drone shot. Maria rows the boat out to sea. The open sea, sunrise. Warm sunrise glow.
      Cinematic, 35mm film. Gulls crying. The surroundings are otherwise deserted.",
      ]
    `);
  });
  it("Gemini Omni Flash 1.1: Veo's order, positive wording, Runway-route size for the ratio", () => {
    expect(render("gemini-omni-flash-1.1", { aspectRatio: "9:16", resolution: "1080p" }).clips)
      .toMatchInlineSnapshot(`
        [
          {
            "parameters": {
              "aspectRatio": "9:16",
              "duration": 4,
              "durationSeconds": 4,
              "model": "gemini_omni_flash",
              "ratio": "720:1280",
            },
            "sceneIds": [
              1,
            ],
            "text": "Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Cinematic, 35mm film. Gulls crying. Maria says: "The sea is calm today." The surroundings are otherwise deserted.",
          },
          {
            "parameters": {
              "aspectRatio": "9:16",
              "duration": 4,
              "durationSeconds": 4,
              "model": "gemini_omni_flash",
              "ratio": "720:1280",
            },
            "sceneIds": [
              2,
            ],
            "text": "Wide shot. Aerial drone shot. Maria, the fisherwoman, rows the boat out to sea. The open sea, sunrise. Warm sunrise glow. Cinematic, 35mm film. Gulls crying. The surroundings are otherwise deserted.",
          },
        ]
      `);
  });
  it("Pika 2.2: short text, negative_prompt, silent", () => {
    expect(render("pika-2.2").clips).toMatchInlineSnapshot(`
      [
        {
          "negativePrompt": "people on the pier",
          "parameters": {
            "aspectRatio": "16:9",
            "aspect_ratio": "16:9",
            "duration": 5,
            "durationSeconds": 5,
            "model": "fal-ai/pika/v2.2/text-to-video",
            "resolution": "720p",
          },
          "sceneIds": [
            1,
          ],
          "text": "Close-up. Slow push in. Maria unties a rope at the harbor. A misty harbor, dawn. Soft golden backlight. Cinematic, 35mm film.",
        },
        {
          "negativePrompt": "people on the pier",
          "parameters": {
            "aspectRatio": "16:9",
            "aspect_ratio": "16:9",
            "duration": 5,
            "durationSeconds": 5,
            "model": "fal-ai/pika/v2.2/text-to-video",
            "resolution": "720p",
          },
          "sceneIds": [
            2,
          ],
          "text": "Wide shot. Aerial drone shot. Maria, the fisherwoman, rows the boat out to sea. The open sea, sunrise. Warm sunrise glow. Cinematic, 35mm film.",
        },
      ]
    `);
  });
});
