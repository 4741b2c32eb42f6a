// Share ids, apart from the share's policy helpers so a page can test an id without loading the policy.
/** Share ids: 16 random bytes (128 bits) as base64url, 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
