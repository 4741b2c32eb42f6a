import { createElement, type SVGProps } from "react";

// Icons for server components and for public pages, drawn as plain SVG. lucide-react 1.x renders every
// icon through a client component (its Icon module is "use client"), so each icon used in a server
// component ships lucide's runtime and the icon's path data to the browser and hydrates; these do
// not. The shapes are lucide's (lucide-react 1.75.0, ISC licence), with lucide's attributes and
// class names, so they look exactly like the lucide-react icons used by the client screens.

type Shape = [
  tag: "path" | "circle" | "rect" | "line" | "polyline" | "polygon",
  attrs: Record<string, string | number>,
];

function icon(name: string, shapes: Shape[]) {
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide ${name} ${className}` : `lucide ${name}`}
        aria-hidden={props["aria-label"] ? undefined : true}
        {...props}
      >
        {shapes.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  return Icon;
}

export const AlertCircle = icon("lucide-circle-exclamation-point", [
  ["circle", { cx: 12, cy: 12, r: 10 }],
  ["line", { x1: 12, x2: 12, y1: 8, y2: 12 }],
  ["line", { x1: 12, x2: 12.01, y1: 16, y2: 16 }],
]);
export const ArrowRight = icon("lucide-arrow-right", [
  ["path", { d: "M5 12h14" }],
  ["path", { d: "m12 5 7 7-7 7" }],
]);
export const BadgeCheck = icon("lucide-badge-check", [
  [
    "path",
    {
      d: "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
    },
  ],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
export const Braces = icon("lucide-braces", [
  ["path", { d: "M8 3H7a2 2 0 0 0-2 2v5a2 2 0 0 1-2 2 2 2 0 0 1 2 2v5c0 1.1.9 2 2 2h1" }],
  ["path", { d: "M16 21h1a2 2 0 0 0 2-2v-5c0-1.1.9-2 2-2a2 2 0 0 1-2-2V5a2 2 0 0 0-2-2h-1" }],
]);
export const CheckCircle2 = icon("lucide-circle-check", [
  ["circle", { cx: 12, cy: 12, r: 10 }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
export const ChevronDown = icon("lucide-chevron-down", [["path", { d: "m6 9 6 6 6-6" }]]);
export const Clapperboard = icon("lucide-clapperboard", [
  ["path", { d: "m12.296 3.464 3.02 3.956" }],
  ["path", { d: "M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z" }],
  ["path", { d: "M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" }],
  ["path", { d: "m6.18 5.276 3.1 3.899" }],
]);
export const ClipboardCopy = icon("lucide-clipboard-copy", [
  ["rect", { width: 8, height: 4, x: 8, y: 2, rx: 1, ry: 1 }],
  ["path", { d: "M8 4H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" }],
  ["path", { d: "M16 4h2a2 2 0 0 1 2 2v4" }],
  ["path", { d: "M21 14H11" }],
  ["path", { d: "m15 10-4 4 4 4" }],
]);
export const Compass = icon("lucide-compass", [
  ["circle", { cx: 12, cy: 12, r: 10 }],
  [
    "path",
    { d: "m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z" },
  ],
]);
export const ExternalLink = icon("lucide-external-link", [
  ["path", { d: "M15 3h6v6" }],
  ["path", { d: "M10 14 21 3" }],
  ["path", { d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" }],
]);
export const GitFork = icon("lucide-git-fork", [
  ["circle", { cx: 12, cy: 18, r: 3 }],
  ["circle", { cx: 6, cy: 6, r: 3 }],
  ["circle", { cx: 18, cy: 6, r: 3 }],
  ["path", { d: "M18 9v2c0 .6-.4 1-1 1H7c-.6 0-1-.4-1-1V9" }],
  ["path", { d: "M12 12v3" }],
]);
export const Heart = icon("lucide-heart", [
  [
    "path",
    {
      d: "M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5",
    },
  ],
]);
export const ImageOff = icon("lucide-image-off", [
  ["line", { x1: 2, x2: 22, y1: 2, y2: 22 }],
  ["path", { d: "M10.41 10.41a2 2 0 1 1-2.83-2.83" }],
  ["line", { x1: 13.5, x2: 6, y1: 13.5, y2: 21 }],
  ["line", { x1: 18, x2: 21, y1: 12, y2: 15 }],
  ["path", { d: "M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59" }],
  ["path", { d: "M21 15V5a2 2 0 0 0-2-2H9" }],
]);
export const InfinityIcon = icon("lucide-infinity", [
  ["path", { d: "M6 16c5 0 7-8 12-8a4 4 0 0 1 0 8c-5 0-7-8-12-8a4 4 0 1 0 0 8" }],
]);
export const Menu = icon("lucide-menu", [
  ["path", { d: "M4 5h16" }],
  ["path", { d: "M4 12h16" }],
  ["path", { d: "M4 19h16" }],
]);
export const MessageSquareText = icon("lucide-message-square-text", [
  [
    "path",
    {
      d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
    },
  ],
  ["path", { d: "M7 11h10" }],
  ["path", { d: "M7 15h6" }],
  ["path", { d: "M7 7h8" }],
]);
export const PenLine = icon("lucide-pen-line", [
  ["path", { d: "M13 21h8" }],
  [
    "path",
    {
      d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
    },
  ],
]);
export const Sparkles = icon("lucide-sparkles", [
  [
    "path",
    {
      d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
    },
  ],
  ["path", { d: "M20 2v4" }],
  ["path", { d: "M22 4h-4" }],
  ["circle", { cx: 4, cy: 20, r: 2 }],
]);
export const Star = icon("lucide-star", [
  [
    "path",
    {
      d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
    },
  ],
]);
export const Users = icon("lucide-users", [
  ["path", { d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" }],
  ["path", { d: "M16 3.128a4 4 0 0 1 0 7.744" }],
  ["path", { d: "M22 21v-2a4 4 0 0 0-3-3.87" }],
  ["circle", { cx: 9, cy: 7, r: 4 }],
]);
export const X = icon("lucide-x", [
  ["path", { d: "M18 6 6 18" }],
  ["path", { d: "m6 6 12 12" }],
]);
