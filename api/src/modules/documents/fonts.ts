// The fonts the documents are printed with, all TTFs from npm packages, so every machine prints the
// same PDF: Noto Sans for the text, then fallbacks for what it lacks — symbols (⚓, ☐/☒ of the
// opinion's tick boxes), other scripts (Armenian, Georgian, Hebrew, Arabic in DejaVu Sans; Chinese
// and Japanese in Noto Sans SC; Korean in Noto Sans KR) and emoji (Noto Emoji, monochrome). The
// templates list the same families in `fonts` (templates/_partials/common.typ); an unknown family
// fails the render.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const FONT_FILES: Record<string, string[]> = {
  "@expo-google-fonts/noto-sans": [
    "400Regular/NotoSans_400Regular.ttf",
    "400Regular_Italic/NotoSans_400Regular_Italic.ttf",
    "700Bold/NotoSans_700Bold.ttf",
    "700Bold_Italic/NotoSans_700Bold_Italic.ttf",
  ],
  "@expo-google-fonts/noto-sans-symbols": ["400Regular/NotoSansSymbols_400Regular.ttf"],
  "@expo-google-fonts/noto-sans-symbols-2": ["400Regular/NotoSansSymbols2_400Regular.ttf"],
  "dejavu-fonts-ttf": ["ttf/DejaVuSans.ttf"],
  "@expo-google-fonts/noto-sans-sc": ["400Regular/NotoSansSC_400Regular.ttf"],
  "@expo-google-fonts/noto-sans-kr": ["400Regular/NotoSansKR_400Regular.ttf"],
  "@expo-google-fonts/noto-emoji": ["400Regular/NotoEmoji_400Regular.ttf"],
};

/** The font files' bytes, for the compiler's `fontBlobs`. */
export function fontBlobs(): Buffer[] {
  const require = createRequire(import.meta.url);
  return Object.entries(FONT_FILES).flatMap(([pkg, files]) => {
    const dir = dirname(require.resolve(`${pkg}/package.json`));
    return files.map((f) => readFileSync(join(dir, f)));
  });
}
