import Markdown, { type Components } from "react-markdown";

// Article bodies are admin-written markdown. Raw HTML is dropped (skipHtml) and react-markdown's URL
// filter removes javascript: and similar links, so nothing in a body can run script on the page.
const components: Components = {
  // The page title is the only h1.
  h1: ({ children }) => <h2 className="mt-10 text-2xl font-bold tracking-tight">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold tracking-tight">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold">{children}</h4>,
  p: ({ children }) => <p className="mt-4 leading-7">{children}</p>,
  ul: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} className="font-medium text-primary underline underline-offset-4">
      {children}
    </a>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mt-4 border-l-4 pl-4 italic text-muted-foreground">{children}</blockquote>
  ),
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-sm [overflow-wrap:anywhere]">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre className="mt-4 overflow-x-auto rounded-lg bg-muted p-4 text-sm [&_code]:bg-transparent [&_code]:p-0">
      {children}
    </pre>
  ),
  img: ({ src, alt }) =>
    typeof src === "string" ? (
      // Body images are arbitrary stored URLs with unknown dimensions: a lazy plain <img>.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={src}
        alt={alt ?? ""}
        loading="lazy"
        decoding="async"
        className="mt-4 h-auto max-w-full rounded-lg"
      />
    ) : null,
};

/** Renders an article body as safe markdown (no raw HTML). */
export function ArticleBody({ markdown }: { markdown: string }) {
  return (
    <div className="min-w-0 text-base [overflow-wrap:break-word]">
      <Markdown skipHtml components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
