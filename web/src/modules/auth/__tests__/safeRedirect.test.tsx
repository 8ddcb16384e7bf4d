import { describe, expect, it } from "vitest";
import { safeRedirect } from "../safeRedirect.ts";

describe("safeRedirect", () => {
  it.each(["/dashboard", "/sailing-trips/12?tab=crew", "/student/dashboard#top"])("accepts the app path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([null, undefined, "", "dashboard", "//evil.example.com", "/\\evil.example.com", "https://evil.example.com", "javascript:alert(1)", "/x\ny"])(
    "rejects %s",
    (value) => {
      expect(safeRedirect(value)).toBeNull();
    },
  );
});
