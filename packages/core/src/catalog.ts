// The video-model catalog: every target's limits, modes, routes and lifecycle, as plain data.
export * from "@/lib/targets/catalog";
