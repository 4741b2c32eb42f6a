// Issue 27 item 4: the lib logic behind reference-image uploads and the bible's reference control.
import { describe, expect, it } from "vitest";
import { applyEdit, startSession, undoSession } from "@/lib/editor/session";
import { imageDimensions } from "@/lib/images/dimensions";
import { referenceEntries, referenceOps, sharedReferenceEntries } from "@/lib/references/entries";
import { compileScene } from "@/lib/scene/compiler";
import { findTarget } from "@/lib/targets/catalog";
import { exportWithModes } from "@/lib/targets/modes";
import { GIF_1PX, PNG_1PX } from "../support/sample-files";

process.env.AUTH_SECRET = "unit-test-secret-0123456789abcdef0123456789";

describe("imageDimensions", () => {
  it("reads PNG and GIF sizes from their headers", () => {
    expect(imageDimensions(PNG_1PX)).toEqual({ width: 1, height: 1 });
    expect(imageDimensions(GIF_1PX)).toEqual({ width: 1, height: 1 });
    const png = Buffer.from(PNG_1PX);
    png.writeUInt32BE(9000, 16);
    png.writeUInt32BE(300, 20);
    expect(imageDimensions(png)).toEqual({ width: 9000, height: 300 });
  });

  it("reads a JPEG's frame size past its other segments", () => {
    const jpeg = Buffer.from([
      0xff,
      0xd8, // SOI
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00, // APP0, 2 bytes of payload
      0xff,
      0xc4,
      0x00,
      0x03,
      0x00, // DHT (not a frame)
      0xff,
      0xc0,
      0x00,
      0x0b,
      0x08,
      0x01,
      0xe0,
      0x02,
      0x80,
      0x01,
      0x01,
      0x11,
      0x00, // SOF0 480 x 640
    ]);
    expect(imageDimensions(jpeg)).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(jpeg.subarray(0, 10))).toBeNull();
  });

  it("reads WebP (VP8X) sizes and says null for what is not an image", () => {
    const webp = Buffer.alloc(30);
    webp.write("RIFF", 0, "latin1");
    webp.write("WEBPVP8X", 8, "latin1");
    webp.writeUIntLE(1919, 24, 3);
    webp.writeUIntLE(1079, 27, 3);
    expect(imageDimensions(webp)).toEqual({ width: 1920, height: 1080 });
    expect(imageDimensions(Buffer.from("<svg></svg>"))).toBeNull();
  });
});

describe("visitor cookie", () => {
  it("verifies its own tokens and nothing else", async () => {
    const { issueVisitorToken, verifyVisitorToken } = await import("@/lib/references/visitor");
    const { visitorId, token } = issueVisitorToken();
    expect(verifyVisitorToken(token)).toBe(visitorId);
    expect(verifyVisitorToken(`${issueVisitorToken().visitorId}.${token.split(".")[1]}`)).toBeNull();
    expect(verifyVisitorToken(visitorId)).toBeNull();
    expect(verifyVisitorToken(`${token}.x`)).toBeNull();
    expect(verifyVisitorToken(undefined)).toBeNull();
  });
});

describe("the bible's reference control", () => {
  const doc = compileScene({
    description:
      'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor with Tom. She says "The sea is calm today."',
  });

  it("lists scene characters as cast entries when there is no bible", () => {
    expect(doc.bible).toBeUndefined();
    expect(referenceEntries(doc).map((e) => [e.kind, e.name, e.inBible])).toContainEqual([
      "cast",
      "Maria",
      false,
    ]);
  });

  it("sets a reference through the edit model (one undo step), keeping the other characters", () => {
    const maria = referenceEntries(doc).find((e) => e.name === "Maria")!;
    const image = "/api/references/0b6f1f44-8a43-4a39-9d3c-6c7c1f1f1f1f";
    const { session, error } = applyEdit(startSession(doc), referenceOps(doc, maria, "Maria's face", image));
    expect(error).toBeUndefined();
    const next = session.history.present;
    expect(next.bible!.cast.find((m) => m.name === "Maria")!.reference).toEqual({
      label: "Maria's face",
      image,
    });
    expect(next.bible!.cast.map((m) => m.name)).toEqual(
      referenceEntries(doc)
        .filter((e) => e.kind === "cast")
        .map((e) => e.name),
    );
    expect(undoSession(session).history.present).toEqual(doc);

    const spec = findTarget("seedance-2.0")!;
    const clip = exportWithModes(next, spec, { mode: "reference-images" });
    const first = clip.clips[0];
    const slots = "slots" in first ? first.slots : [];
    expect(slots[0]).toMatchObject({ slot: "@Image1", fill: "Your image of Maria's face", image });

    // Remove: the same operation without the image.
    const again = referenceEntries(next).find((e) => e.name === "Maria")!;
    const removed = applyEdit(session, referenceOps(next, again, "Maria's face", undefined)).session.history
      .present;
    expect(removed.bible!.cast.find((m) => m.name === "Maria")!.reference).toEqual({ label: "Maria's face" });
  });
});

describe("sharedReferenceEntries (the share page)", () => {
  const ID = "0b6f4a52-9d0e-4c1a-8f57-2f3e4d5c6b7a";
  const OTHER = "1c7e5b63-0e1f-4d2b-9068-3a4f5e6d7c8b";
  const doc = {
    ...compileScene({ description: "Maria walks along the pier.", title: "Harbor", duration: 8 }),
    bible: {
      cast: [
        {
          name: "Maria",
          look: "",
          wardrobe: "",
          age: "",
          voice: "",
          reference: { label: "Maria's face", image: `/api/references/${ID}` },
        },
        { name: "Tom", look: "", wardrobe: "", age: "", voice: "" },
      ],
      places: [
        {
          name: "the pier",
          description: "",
          reference: { label: "the pier at dawn", image: `/api/references/${OTHER}` },
        },
      ],
      props: [
        {
          name: "the net",
          description: "",
          reference: { label: "the green net", image: "https://example.com/net.png" },
        },
      ],
    },
  };

  it("lists the entries with a reference slot, with the images the share shows and no other path", () => {
    const shown = new Map([[ID, { src: `/api/references/${ID}?share=s1`, width: 640, height: 480 }]]);
    expect(sharedReferenceEntries(doc, shown)).toEqual([
      {
        kind: "cast",
        name: "Maria",
        label: "Maria's face",
        image: { src: `/api/references/${ID}?share=s1`, width: 640, height: 480 },
      },
      // Bound to no share: the label only (the private path is not passed on), nor an outside link.
      { kind: "place", name: "the pier", label: "the pier at dawn", image: null },
      { kind: "prop", name: "the net", label: "the green net", image: null },
    ]);
    expect(sharedReferenceEntries(doc, new Map())).toHaveLength(3);
    expect(sharedReferenceEntries({ ...doc, bible: undefined }, shown)).toEqual([]);
  });
});
