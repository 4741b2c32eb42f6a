// Issue 27 item 4: reference images on the local private store (DATA_DIR/private), the default.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { describeReferenceImages } from "../support/reference-images-suite";
import { PNG_1PX } from "../support/sample-files";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-references-"));
process.env.DATA_DIR = dataDir;
process.env.REFERENCE_IMAGES_PER_VISITOR = "3";
process.env.RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN = "8";
delete process.env.BLOB_READ_WRITE_TOKEN;

const privateFile = (key: string) => path.join(dataDir, "private", key);

describeReferenceImages({
  name: "local files",
  subnet: 120,
  keyPattern: /^[a-f0-9]{32}\.(png|gif)$/,
  async holds(key) {
    return fs.existsSync(privateFile(key));
  },
  async readableWithoutCredentials(key) {
    // Owner-only file mode, and nothing under the public objects directory.
    expect(fs.statSync(privateFile(key)).mode & 0o077).toBe(0);
    return fs.existsSync(path.join(dataDir, "objects"));
  },
  async seedOrphan(ageMs) {
    const key = `${Math.random().toString(16).slice(2).padEnd(32, "0").slice(0, 32)}.png`;
    fs.mkdirSync(path.join(dataDir, "private"), { recursive: true });
    fs.writeFileSync(privateFile(key), PNG_1PX);
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(privateFile(key), at, at);
    return key;
  },
});
