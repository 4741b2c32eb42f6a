// The prerendered landing's first paint waits for the stylesheet in its head: the whole site's
// Tailwind CSS (about 47 kB), inlined by Next (`experimental.inlineCss`) and repeated twice in the
// page's inline RSC payload. After `next build`, scripts/static-pages.mjs rewrites the landing's HTML:
// the head keeps only the rules its own markup can use (critical CSS), the full stylesheet moves to
// the end of the body (React adopts it there by its `data-href`, so client components and later
// navigations have every rule), and the payload's copies of the CSS become empty strings (React
// never reads a style's text when the element is already in the document).
// No Node or Next imports: the build script and the unit tests share it.

type CssNode =
  | { kind: "rule"; selector: string; text: string }
  | { kind: "group"; prelude: string; children: CssNode[] }
  | { kind: "raw"; text: string };

/** At-rules whose block holds rules (filtered like the top level); any other block is kept whole. */
const GROUP_AT_RULES = new Set(["media", "supports", "layer", "container", "scope", "starting-style"]);

/** Index just past the `}` matching the `{` at `open`, skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "/" && css[i + 1] === "*") i = css.indexOf("*/", i + 2) + 1 || css.length;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i + 1;
  }
  throw new Error("critical-css: unbalanced braces");
}

/** Index of the first `{` or `;` at the top level from `from` (outside strings, comments and parens). */
function preludeEnd(css: string, from: number): number {
  let parens = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === "\\") i++;
    } else if (c === "/" && css[i + 1] === "*") i = css.indexOf("*/", i + 2) + 1 || css.length;
    else if (c === "(" || c === "[") parens++;
    else if (c === ")" || c === "]") parens--;
    else if (parens === 0 && (c === "{" || c === ";")) return i;
  }
  return css.length;
}

function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i])) i++;
    if (css.startsWith("/*", i)) {
      i = css.indexOf("*/", i + 2) + 2 || css.length;
      continue;
    }
    if (i >= css.length) break;
    const end = preludeEnd(css, i);
    const prelude = css.slice(i, end).trim();
    if (end >= css.length || css[end] === ";") {
      // A statement (`@layer a, b;`, `@import …;`) or a stray declaration: kept as it is.
      if (prelude) nodes.push({ kind: "raw", text: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    const atName = prelude.startsWith("@") ? /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() : undefined;
    if (atName && GROUP_AT_RULES.has(atName))
      nodes.push({ kind: "group", prelude, children: parse(css.slice(end + 1, close - 1)) });
    else if (atName) nodes.push({ kind: "raw", text: css.slice(i, close) });
    else nodes.push({ kind: "rule", selector: prelude, text: css.slice(i, close) });
    i = close;
  }
  return nodes;
}

/** A CSS identifier with its escapes resolved (`sm\:py-20` -> `sm:py-20`, `\31 0` -> `10`). */
function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) && e.trim().length > 0 && /^[0-9a-fA-F]+\s?$/.test(e)
      ? String.fromCodePoint(parseInt(e.trim(), 16))
      : e,
  );
}

/** Splits on top-level commas (not inside parens, brackets or strings). */
function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") {
      for (i++; i < selector.length && selector[i] !== c; i++) if (selector[i] === "\\") i++;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** Removes `:not(…)` arguments (a class there is one the element must lack) and quoted strings. */
function withoutNegationsAndStrings(selector: string): string {
  let out = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  for (;;) {
    const at = out.search(/:not\(/i);
    if (at < 0) return out;
    let depth = 0;
    let end = at + 4;
    for (; end < out.length; end++) {
      if (out[end] === "\\") end++;
      else if (out[end] === "(") depth++;
      else if (out[end] === ")" && --depth === 0) break;
    }
    out = out.slice(0, at) + out.slice(end + 1);
  }
}

/** The classes a complex selector needs on some element of the page (every one must be present). */
export function selectorClasses(selector: string): string[] {
  // Attribute selectors (`[data-state=open]`) out, escaped brackets of class names (`.\[\&_svg\]`) kept.
  const plain = withoutNegationsAndStrings(selector).replace(/\\[\s\S]|\[[^\]]*\]/g, (m) =>
    m[0] === "\\" ? m : "[]",
  );
  return [...plain.matchAll(/\.((?:\\[\s\S]|[\w-]|[^\x00-\x7f])+)/g)].map((m) => unescapeIdent(m[1]));
}

/** Whether a rule can match on a page whose elements carry only `classes`. */
function ruleMayApply(selector: string, classes: ReadonlySet<string>): boolean {
  return splitSelectorList(selector).some((complex) =>
    selectorClasses(complex).every((name) => classes.has(name)),
  );
}

function serialize(nodes: CssNode[], classes: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "raw") out += node.text;
    else if (node.kind === "rule") {
      if (ruleMayApply(node.selector, classes)) out += node.text;
    } else {
      const inner = serialize(node.children, classes);
      // An empty `@layer name{}` still fixes the layer's order: keep those.
      if (inner || /^@layer\b/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

/**
 * The rules of `css` that can apply to a document whose elements carry only `classes`: every rule
 * without a class in its selector (element, universal and attribute rules, `:root`), every rule whose
 * classes are all in `classes`, and every at-rule that is not a group (`@property`, `@keyframes`,
 * `@font-face`), in their original order and layers.
 */
export function criticalCss(css: string, classes: Iterable<string>): string {
  return serialize(parse(css), new Set(classes));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };

/** Every class name on an element of `html` (`class="…"` attributes, entities decoded). */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/<[a-zA-Z][^>]*?\sclass=(?:"([^"]*)"|'([^']*)')/g)) {
    const value = (m[1] ?? m[2]).replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export type CssSplit = {
  html: string;
  /** Sizes (characters) of the stylesheets Next inlined and of the critical CSS left in the head. */
  fullChars: number;
  criticalChars: number;
  /** Copies of the CSS text emptied in the inline RSC payload. */
  payloadCopiesRemoved: number;
};

const utf8Length = (s: string) => new TextEncoder().encode(s).length;

/**
 * Rewrites a prerendered page whose stylesheets Next inlined (`<style data-precedence data-href>` in
 * the head): the head keeps one `<style>` with the critical CSS for the page's own markup; the full
 * stylesheets are linked (`<link rel="stylesheet" href>`, their `data-href`) at the end of the body,
 * so they load after the first paint and never hold it; and each copy of their text in the inline RSC
 * payload (`self.__next_f.push([1,"<css>"])` after a `N:T<hex>,` text row) is dropped, its row made
 * empty (React never reads the text of a style it finds loaded; the link supplies the rules). A page
 * without such a stylesheet comes back unchanged, so running it twice changes nothing.
 */
export function splitInlinedCss(html: string): CssSplit {
  const headEnd = html.indexOf("</head>");
  const styles = [
    ...html
      .slice(0, Math.max(headEnd, 0))
      .matchAll(/<style\b[^>]*\bdata-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g),
  ];
  if (styles.length === 0) return { html, fullChars: 0, criticalChars: 0, payloadCopiesRemoved: 0 };
  const bodyStart = html.indexOf("<body", headEnd);
  const firstScript = html.indexOf("<script", bodyStart);
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyStart < 0 || firstScript < 0 || bodyEnd < firstScript)
    throw new Error("critical-css: no body markup before the scripts");
  // The page's own markup: the document up to the body's first script, without its stylesheets.
  const classes = htmlClasses(html.slice(0, firstScript).replace(/<style\b[\s\S]*?<\/style>/g, ""));
  const fullCss = styles.map((m) => m[2]);
  const critical = fullCss.map((css) => criticalCss(css, classes)).join("");

  // The payload: a text row's header ends one push, the CSS is the whole of the next push.
  const pushes = [
    ...html.matchAll(/<script>self\.__next_f\.push\(\[1,("(?:\\[\s\S]|[^"\\])*")\]\)<\/script>/g),
  ];
  const decoded = pushes.map((m) => JSON.parse(m[1]) as string);
  const edits: { start: number; end: number; text: string }[] = [];
  let removed = 0;
  for (let k = 1; k < pushes.length; k++) {
    if (!fullCss.includes(decoded[k])) continue;
    const header = new RegExp(`:T${utf8Length(decoded[k]).toString(16)},$`);
    if (!header.test(decoded[k - 1])) continue;
    const before = pushes[k - 1];
    // Escaped for a <script> as Next escapes its payload (htmlEscapeJsonString).
    const rewritten = JSON.stringify(decoded[k - 1].replace(header, ":T0,")).replace(
      /[&<>\u2028\u2029]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    edits.push({
      start: before.index,
      end: before.index + before[0].length,
      text: `<script>self.__next_f.push([1,${rewritten}])</script>`,
    });
    edits.push({ start: pushes[k].index, end: pushes[k].index + pushes[k][0].length, text: "" });
    removed++;
  }
  for (const [n, m] of styles.entries())
    edits.push({
      start: m.index,
      end: m.index + m[0].length,
      text: n === 0 ? `<style>${critical}</style>` : "",
    });
  const links = styles.map((m) => `<link rel="stylesheet" href="${m[1]}"/>`).join("");
  edits.push({ start: bodyEnd, end: bodyEnd, text: links });

  let out = html;
  for (const e of edits.sort((a, b) => b.start - a.start || b.end - a.end))
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return {
    html: out,
    fullChars: fullCss.reduce((n, css) => n + css.length, 0),
    criticalChars: critical.length,
    payloadCopiesRemoved: removed,
  };
}
