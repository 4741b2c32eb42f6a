#!/usr/bin/env node
// promptreel: a scene description in, the prompt for one video model out (see README.md).
//   promptreel "a fox at dawn" --target veo-3.1 [--duration 8] [--title T] [--aspect 16:9] [--json]
//   promptreel --list-targets [--json]
// Exit codes: 0 done, 1 refused (content policy, unknown or retired target), 2 usage error.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built package (dist/, what the tarball ships); inside the repo without a build, the sources. */
async function loadCore() {
  const built = path.join(here, "..", "dist", "index.js");
  if (fs.existsSync(built)) return import(pathToFileURL(built).href);
  const repoRoot = path.resolve(here, "..", "..", "..");
  const { register } = await import("tsx/esm/api");
  register({ tsconfig: path.join(repoRoot, "tsconfig.json") });
  return import(pathToFileURL(path.join(here, "..", "src", "index.ts")).href);
}

const USAGE = `Usage: promptreel "<scene description>" --target <id> [options]
       promptreel --list-targets [--json]

Compiles a scene description into a prompt document and prints the prompt(s) for one video model.

Options:
  -t, --target <id>      the video model (see --list-targets), e.g. veo-3.1
  -d, --duration <s>     scene length in seconds: 5, 8 or 10 (default 8)
      --title <text>     a title for the scene
  -a, --aspect <ratio>   aspect ratio, e.g. 16:9 or 9:16 (default: the description's, else the model's)
      --resolution <r>   resolution, e.g. 720p or 1080p
      --mode <mode>      how the clip is driven (default text-to-video)
      --json             print the export (or the target list) as JSON
  -l, --list-targets     list the live video models and exit
  -h, --help             show this help

A description of "-" is read from standard input.
Exit codes: 0 done, 1 refused (content policy, unknown or retired target), 2 usage error.`;

function usageError(message) {
  process.stderr.write(`promptreel: ${message}\n\n${USAGE}\n`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      target: { type: "string", short: "t" },
      duration: { type: "string", short: "d" },
      title: { type: "string" },
      aspect: { type: "string", short: "a" },
      resolution: { type: "string" },
      mode: { type: "string" },
      json: { type: "boolean", default: false },
      "list-targets": { type: "boolean", short: "l", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
} catch (e) {
  usageError(e.message);
}
const { values: opts, positionals } = args;

if (opts.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const core = await loadCore();

if (opts["list-targets"]) {
  if (opts.json) {
    process.stdout.write(`${JSON.stringify(core.LIVE_TARGETS.map(core.publicTarget), null, 2)}\n`);
  } else {
    const width = Math.max(...core.LIVE_TARGETS.map((t) => t.id.length));
    for (const t of core.LIVE_TARGETS) {
      const traits = [
        `${t.durations.join("/")} s`,
        t.audio ? "audio" : null,
        t.multiShot.maxShots > 1 ? "multi-shot" : null,
      ]
        .filter(Boolean)
        .join(", ");
      process.stdout.write(
        `${t.id.padEnd(width)}  ${t.name} (${t.vendor}; ${traits})${t.status === "legacy" ? " [legacy]" : ""}\n`,
      );
    }
  }
  process.exit(0);
}

let description = positionals.join(" ");
if (description === "-") description = fs.readFileSync(0, "utf8");
if (!description.trim()) usageError("give a scene description.");
if (!opts.target) usageError("choose a video model with --target (see promptreel --list-targets).");

let duration;
if (opts.duration !== undefined) {
  duration = Number(opts.duration);
  if (!core.SCENE_DURATIONS.includes(duration))
    usageError(`--duration must be one of ${core.SCENE_DURATIONS.join(", ")} (seconds).`);
}
if (opts.mode !== undefined && !core.MODES.includes(opts.mode))
  usageError(`--mode must be one of ${core.MODES.join(", ")}.`);

function refuse(message) {
  process.stderr.write(`promptreel: ${message}\n`);
  process.exit(1);
}

const lookup = core.lookupTarget(opts.target);
if (!lookup.ok) refuse(lookup.message);

const policy = [core.checkDescription(description), core.checkTitle(opts.title)];
const issue = policy.flatMap((p) => p.issues)[0];
if (issue) refuse(`${core.CONTENT_NOT_ALLOWED}: ${issue.message}`);

let result;
try {
  const document = core.compileScene({ description, title: opts.title, duration });
  result = core.exportDocument(document, lookup.spec, {
    aspectRatio: opts.aspect,
    resolution: opts.resolution,
    mode: opts.mode,
  });
} catch (e) {
  refuse(e instanceof Error ? e.message : String(e));
}

if (opts.json) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const out = [];
  result.clips.forEach((clip, i) => {
    const { durationSeconds, aspectRatio, ...rest } = clip.parameters;
    const extra = Object.entries(rest)
      .map(([k, v]) => `${k} ${typeof v === "string" ? v : JSON.stringify(v)}`)
      .join(", ");
    if (result.clips.length > 1) out.push(`# Clip ${i + 1} of ${result.clips.length}`);
    out.push(clip.text);
    if (clip.negativePrompt) out.push(`\nNegative prompt: ${clip.negativePrompt}`);
    out.push(`\n(${lookup.spec.name}: ${durationSeconds} s, ${aspectRatio}${extra ? `, ${extra}` : ""})`);
    out.push("");
  });
  for (const w of result.warnings) out.push(`Note: ${w.message}`);
  out.push(`Lint: ${result.lint.score}/100`);
  for (const f of result.lint.findings) out.push(`  - ${f.message}`);
  process.stdout.write(`${out.join("\n")}\n`);
}
