import Markdown, { type Components } from "react-markdown";

// Assistant replies use simple markdown (bold, numbered bold items, bullet lists); raw HTML is dropped.
const components: Components = {
  p: ({ children }) => <p className="mt-2 first:mt-0 leading-6">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  ul: ({ children }) => <ul className="mt-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="mt-2 list-decimal space-y-1 pl-5">{children}</ol>,
  a: ({ children, href }) => (
    <a href={href} className="underline underline-offset-2" rel="noopener noreferrer" target="_blank">
      {children}
    </a>
  ),
};

/** Renders one assistant reply as safe, simple markdown. */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="text-sm">
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
