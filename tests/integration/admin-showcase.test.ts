import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as createUpload } from "@/app/api/objects/upload/route";
import { PUT as putObject } from "@/app/api/objects/put/[token]/route";
import { GET as listVideos, POST as addVideo } from "@/app/api/admin/showcase/videos/route";
import { DELETE as deleteVideo, PATCH as toggleVideo } from "@/app/api/admin/showcase/videos/[id]/route";
import { PATCH as reorderVideo } from "@/app/api/admin/showcase/videos/[id]/reorder/route";
import { db } from "@/lib/db/client";
import { adminCookies, createAdmin } from "../support/admin";
import { callRoute } from "../support/route-call";
import { GIF_1PX, mp4Bytes, PNG_1PX } from "../support/sample-files";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-showcase-"));
process.env.DATA_DIR = dataDir;

let cookies: Record<string, string>;
let adminEmail: string;
beforeAll(async () => {
  const admin = await createAdmin();
  adminEmail = admin.email;
  cookies = await adminCookies(admin);
});

type Video = { id: string; title: string; gifUrl: string; displayOrder: number; isActive: boolean };

/** Uploads a file as the admin screen does (upload URL, then PUT) and returns its objectPath. */
async function upload(bytes: Buffer, contentType: string): Promise<string> {
  const target = (
    await callRoute(createUpload, { method: "POST", cookies, body: { kind: "showcase", contentType } })
  ).json as unknown as { uploadURL: string };
  const token = target.uploadURL.split("/").pop()!;
  const res = await putObject(
    new NextRequest(`http://localhost${target.uploadURL}`, { method: "PUT", body: new Uint8Array(bytes) }),
    { params: Promise.resolve({ token }) },
  );
  const json = (await res.json()) as { objectPath: string };
  if (res.status !== 200) throw new Error(JSON.stringify(json));
  return json.objectPath;
}

async function add(body: Record<string, unknown>) {
  return callRoute(addVideo, { method: "POST", cookies, body });
}

describe("admin showcase API", () => {
  it("refuses calls without an admin session", async () => {
    const id = crypto.randomUUID();
    expect((await callRoute(listVideos)).status).toBe(401);
    expect(
      (await callRoute(addVideo, { method: "POST", body: { title: "x", gifUrl: "/objects/x.gif" } })).status,
    ).toBe(401);
    expect(
      (await callRoute(toggleVideo, { method: "PATCH", body: { isActive: false }, params: { id } })).status,
    ).toBe(401);
    expect(
      (await callRoute(reorderVideo, { method: "PATCH", body: { direction: "up" }, params: { id } })).status,
    ).toBe(401);
    expect((await callRoute(deleteVideo, { method: "DELETE", params: { id } })).status).toBe(401);
  });

  it("requires a title and an uploaded showcase file", async () => {
    expect((await add({ title: "", gifUrl: "/objects/x.gif" })).json).toEqual({
      message: "Please provide a title and upload a file.",
    });
    expect((await add({ title: "A video" })).json).toEqual({
      message: "Please provide a title and upload a file.",
    });
    // A file that was never uploaded, or one that is no GIF/video, is refused.
    expect(
      (await add({ title: "A video", gifUrl: "/objects/0123456789abcdef0123456789abcdef.gif" })).status,
    ).toBe(400);
    expect((await add({ title: "A video", gifUrl: "https://elsewhere.example/a.gif" })).status).toBe(400);
    const image = await callRoute(createUpload, {
      method: "POST",
      cookies,
      body: { kind: "featured-image", contentType: "image/png" },
    });
    const { uploadURL, objectPath } = image.json as unknown as { uploadURL: string; objectPath: string };
    await putObject(
      new NextRequest(`http://localhost${uploadURL}`, { method: "PUT", body: new Uint8Array(PNG_1PX) }),
      { params: Promise.resolve({ token: uploadURL.split("/").pop()! }) },
    );
    expect((await add({ title: "A video", gifUrl: objectPath })).status).toBe(415);
    expect(
      (await add({ title: "A video", gifUrl: await upload(GIF_1PX, "image/gif"), displayOrder: 1.5 })).json,
    ).toEqual({ message: "Display order must be a whole number" });
  });

  it("adds, toggles and deletes a video (deleting its stored file), logging each change", async () => {
    const gifUrl = await upload(GIF_1PX, "image/gif");
    const created = await add({
      title: "Claymation fox",
      description: "A fox in the snow",
      gifUrl,
      displayOrder: 3,
    });
    expect(created.status).toBe(201);
    const video = created.json as unknown as Video;
    expect(video).toMatchObject({ title: "Claymation fox", gifUrl, displayOrder: 3, isActive: true });
    expect(
      ((await callRoute(listVideos, { cookies })).json as unknown as Video[]).map((v) => v.id),
    ).toContain(video.id);

    const off = await callRoute(toggleVideo, {
      method: "PATCH",
      cookies,
      body: { isActive: false },
      params: { id: video.id },
    });
    expect(off.json).toMatchObject({ id: video.id, isActive: false });
    expect(
      (
        await callRoute(toggleVideo, {
          method: "PATCH",
          cookies,
          body: { isActive: "no" },
          params: { id: video.id },
        })
      ).status,
    ).toBe(400);
    const on = await callRoute(toggleVideo, {
      method: "PATCH",
      cookies,
      body: { isActive: true },
      params: { id: video.id },
    });
    expect(on.json).toMatchObject({ isActive: true });

    const file = path.join(dataDir, gifUrl);
    expect(fs.existsSync(file)).toBe(true);
    expect(
      (await callRoute(deleteVideo, { method: "DELETE", cookies, params: { id: video.id } })).status,
    ).toBe(200);
    expect(await db().showcaseVideo.findUnique({ where: { id: video.id } })).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    expect(
      (await callRoute(deleteVideo, { method: "DELETE", cookies, params: { id: video.id } })).status,
    ).toBe(404);

    const actions = (
      await db().adminLog.findMany({
        where: { adminEmail, action: { startsWith: "showcase_" } },
        orderBy: { createdAt: "asc" },
      })
    )
      .filter((l) => (l.details as { id?: string }).id === video.id)
      .map((l) => l.action);
    expect(actions).toEqual([
      "showcase_create",
      "showcase_deactivate",
      "showcase_activate",
      "showcase_delete",
    ]);
  });

  it("moves videos one step, swapping neighbours, and refuses to move past the ends", async () => {
    // The order is the whole gallery's: start from an empty table.
    await db().showcaseVideo.deleteMany({});
    const ids: string[] = [];
    for (const [i, title] of ["First", "Second", "Third"].entries()) {
      ids.push(
        (
          (
            await add({
              title,
              gifUrl: await upload(i === 1 ? mp4Bytes() : GIF_1PX, i === 1 ? "video/mp4" : "image/gif"),
              displayOrder: i * 10,
            })
          ).json as unknown as Video
        ).id,
      );
    }
    const move = (id: string, direction: string) =>
      callRoute(reorderVideo, { method: "PATCH", cookies, body: { direction }, params: { id } });
    const order = async () =>
      ((await callRoute(listVideos, { cookies })).json as unknown as Video[]).map((v) => v.title);

    const first = await move(ids[0], "up");
    expect(first.status).toBe(400);
    expect(first.json).toEqual({ message: "This video is already first." });
    expect((await move(ids[2], "down")).json).toEqual({ message: "This video is already last." });
    expect(await order()).toEqual(["First", "Second", "Third"]);

    const moved = await move(ids[2], "up");
    expect(moved.status).toBe(200);
    expect((moved.json as unknown as Video[]).map((v) => [v.title, v.displayOrder])).toEqual([
      ["First", 0],
      ["Third", 10],
      ["Second", 20],
    ]);
    await move(ids[0], "down");
    expect(await order()).toEqual(["Third", "First", "Second"]);
    expect((await move(ids[1], "sideways")).json).toEqual({ message: 'direction must be "up" or "down"' });
    expect((await move(crypto.randomUUID(), "up")).status).toBe(404);

    // Equal display orders are renumbered so that a move is visible.
    await db().showcaseVideo.updateMany({ data: { displayOrder: 0 } });
    const before = await order();
    await move(ids[1], "down");
    const after = await order();
    expect(after).not.toEqual(before);
    expect(after.indexOf("Second")).toBe(before.indexOf("Second") + 1);
    expect(await db().adminLog.count({ where: { adminEmail, action: "showcase_reorder" } })).toBe(3);
  });
});
