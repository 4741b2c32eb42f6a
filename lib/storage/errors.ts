import { AppError } from "@/lib/errors";
import { KIND_RULES, type ObjectKind } from "@/lib/storage/file-types";

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const tooLarge = (kind: ObjectKind) =>
  new AppError(
    "payload_too_large",
    `File is too large: the limit is ${KIND_RULES[kind].maxBytes.toLocaleString("en-US")} bytes (${mb(KIND_RULES[kind].maxBytes)}).`,
  );
export const wrongType = (kind: ObjectKind) =>
  new AppError("unsupported_media_type", `${KIND_RULES[kind].label}.`);
export const typeMismatch = () =>
  new AppError("unsupported_media_type", "The file's content does not match its declared type.");
export const emptyFile = () => new AppError("bad_request", "The file is empty.");
export const objectNotFound = () =>
  new AppError("bad_request", "The uploaded file was not found. Please upload it again.");
