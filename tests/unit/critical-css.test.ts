import { describe, expect, it } from "vitest";
import { criticalCss, htmlClasses, selectorClasses, splitInlinedCss } from "@/lib/perf/critical-css";

// A slice of Tailwind v4 output, as Next inlines it (minified, layered).
const CSS =
  "@layer theme,base,utilities;" +
  "@layer theme{:root,:host{--spacing:.25rem}}" +
  "@layer base{*,:before,:after{box-sizing:border-box}h1{font-size:inherit}}" +
  "@layer utilities{.mx-auto{margin-inline:auto}.mt-6{margin-top:1.5rem}.hidden{display:none}" +
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}.top-2\\.5{top:.625rem}" +
  ".space-y-2>:not(:last-child){margin-block-end:.5rem}.peer:checked~.peer-checked\\:flex{display:flex}" +
  "@media (min-width:40rem){.sm\\:py-20{padding-block:5rem}.sm\\:grid{display:grid}}" +
  ".hover\\:bg-x:hover{background:red}[data-state=open]{opacity:1}.not-a:not(.b){color:red}}" +
  '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}';

describe("critical CSS (the landing's first paint)", () => {
  it("reads class names from selectors, escapes resolved, leaving out attribute and :not() contents", () => {
    expect(selectorClasses(".\\[\\&_svg\\]\\:size-4 svg")).toEqual(["[&_svg]:size-4"]);
    expect(selectorClasses(".top-2\\.5")).toEqual(["top-2.5"]);
    expect(selectorClasses(".sm\\:py-20")).toEqual(["sm:py-20"]);
    expect(selectorClasses('[data-x="a.b"] .c')).toEqual(["c"]);
    expect(selectorClasses(".a:not(.b)")).toEqual(["a"]);
    expect(selectorClasses("\\31 0")).toEqual([]);
  });

  it("keeps the rules the markup's classes can match and every rule without a class, in order and layer", () => {
    const classes = ["mx-auto", "[&_svg]:size-4", "top-2.5", "space-y-2", "sm:py-20", "hover:bg-x", "not-a"];
    expect(criticalCss(CSS, classes)).toBe(
      "@layer theme,base,utilities;" +
        "@layer theme{:root,:host{--spacing:.25rem}}" +
        "@layer base{*,:before,:after{box-sizing:border-box}h1{font-size:inherit}}" +
        "@layer utilities{.mx-auto{margin-inline:auto}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.top-2\\.5{top:.625rem}" +
        ".space-y-2>:not(:last-child){margin-block-end:.5rem}" +
        "@media (min-width:40rem){.sm\\:py-20{padding-block:5rem}}" +
        ".hover\\:bg-x:hover{background:red}[data-state=open]{opacity:1}.not-a:not(.b){color:red}}" +
        '@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it("drops a rule unless every class of one of its selectors is on the page, and empty groups", () => {
    const out = criticalCss(CSS, ["peer"]);
    expect(out).not.toContain("peer-checked");
    expect(out).not.toContain("@media");
    expect(criticalCss(CSS, ["peer", "peer-checked:flex"])).toContain(".peer:checked~.peer-checked\\:flex");
    expect(criticalCss(".a,.b{color:red}", ["b"])).toBe(".a,.b{color:red}");
  });

  it("collects class names from the markup with entities decoded", () => {
    expect([
      ...htmlClasses('<div class="a [&amp;_svg]:size-4"><p class=\'b  c\'>x</p><i data-class="d">'),
    ]).toEqual(["a", "[&_svg]:size-4", "b", "c"]);
  });
});

// A prerendered page as Next writes it with `experimental.inlineCss`: the stylesheet in the head and
// twice in the inline RSC payload, each copy a text row (`N:T<hex length>,`) followed by the text.
const FULL = ".a{color:red}.unused{color:blue}";
const push = (s: string) => `<script>self.__next_f.push([1,${JSON.stringify(s)}])</script>`;
const utf8 = (s: string) => Buffer.byteLength(s, "utf8").toString(16);
const page = (css: string, firstRow = '1:"$Sreact.fragment"') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<style data-precedence="next" data-href="/_next/static/chunks/x.css">${css}</style>` +
  `<script src="/_next/static/chunks/m.js" async=""></script></head>` +
  `<body><main class="a">Hi</main><script id="_R_">x()</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  push(`${firstRow}\n2:T${utf8(css)},`) +
  push(css) +
  push(`0:["$","style",null,{"children":"$2"}]\n23:T${utf8(css)},`) +
  push(css) +
  push(`e:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/x.css","children":"$23"}]\n`) +
  `</body></html>`;

describe("splitting the inlined stylesheet of a prerendered page", () => {
  it("keeps the critical CSS in the head, links the full stylesheet at the end and empties the payload's copies", () => {
    const { html, fullChars, criticalChars, payloadCopiesRemoved } = splitInlinedCss(page(FULL));
    expect(payloadCopiesRemoved).toBe(2);
    expect([fullChars, criticalChars]).toEqual([FULL.length, ".a{color:red}".length]);
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><style>.a{color:red}</style>` +
        `<script src="/_next/static/chunks/m.js" async=""></script></head>` +
        `<body><main class="a">Hi</main><script id="_R_">x()</script>` +
        `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
        push(`1:"$Sreact.fragment"\n2:T0,`) +
        push(`0:["$","style",null,{"children":"$2"}]\n23:T0,`) +
        push(
          `e:["$","style","0",{"precedence":"next","href":"/_next/static/chunks/x.css","children":"$23"}]\n`,
        ) +
        `<link rel="stylesheet" href="/_next/static/chunks/x.css"/></body></html>`,
    );
    // The HTML the proxy serves is hashed after this: a second run leaves it as it is.
    expect(splitInlinedCss(html).html).toBe(html);
  });

  it("counts a text row's length in UTF-8 bytes and escapes the rewritten row as Next does", () => {
    const css = '.a:after{content:"→"}';
    const { html, payloadCopiesRemoved } = splitInlinedCss(page(css, '1:"<&>"'));
    expect(payloadCopiesRemoved).toBe(2);
    expect(html).toContain('push([1,"1:\\"\\u003c\\u0026\\u003e\\"\\n2:T0,"])');
  });

  it("leaves the payload alone when a copy does not follow its text row's header", () => {
    const html = page(FULL).replace(`2:T${FULL.length.toString(16)},`, "2:T5,");
    const out = splitInlinedCss(html);
    expect(out.payloadCopiesRemoved).toBe(1);
    expect(out.html).toContain(push(FULL));
  });

  it("leaves a page without an inlined stylesheet unchanged", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/x.css"/></head><body><script>1</script></body></html>';
    expect(splitInlinedCss(html)).toEqual({ html, fullChars: 0, criticalChars: 0, payloadCopiesRemoved: 0 });
  });
});
