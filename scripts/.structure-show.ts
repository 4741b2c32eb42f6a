import { compileScene } from "@/lib/scene/compiler";
import { exportDocument, lookupTarget } from "@/lib/targets/export";
import { EXPORT_CORPUS } from "@/tests/fixtures/export-corpus";
const [ids, targets = "veo-3.1,kling-3,runway-gen-4.5,seedance-2.0,hailuo-02", doc] = process.argv.slice(2);
for (const id of ids.split(",")) {
  const e = EXPORT_CORPUS.find((x) => x.id === id);
  const text = e ? e.text : id;
  const d = compileScene({ description: text });
  console.log(`##### ${id}\n${text}`);
  if (doc) console.log(JSON.stringify(d.scenes.map((s) => ({ chars: s.characters.map((c) => c.name + " | " + c.description), setting: s.setting, clauses: s.clauses?.map((c) => `${c.role}: ${c.text}`) })), null, 1), d.project_title);
  for (const t of targets.split(",")) {
    const f = lookupTarget(t);
    if (!f.ok) continue;
    const r = exportDocument(d, f.spec);
    console.log(`--- ${t}`);
    r.clips.forEach((c, i) => {
      console.log(`[clip ${i + 1} ${c.parameters.durationSeconds}s ${c.parameters.aspectRatio}] ${c.text}`);
      if (Array.isArray(c.parameters.multi_prompt)) for (const m of c.parameters.multi_prompt as { prompt: string }[]) console.log(`   · ${m.prompt}`);
      if (c.negativePrompt) console.log(`   neg: ${c.negativePrompt}`);
    });
    if (r.warnings.length) console.log(`   warn: ${r.warnings.map((w) => w.code).join(", ")}`);
  }
}
