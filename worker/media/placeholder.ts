const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** Relative luminance decides whether the caption is dark or light on the fill colour. */
function captionColour(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150 ? "#1d1d1b" : "#ffffff";
}

interface PlaceholderImage {
  /** Drawn into the image; banners leave it out because the page overlays its own text. */
  title?: string;
  /** Accessible name of the image. */
  label: string;
  caption?: string;
  colour: string;
  width: number;
  height: number;
}

/** A generated SVG stand-in for a product, banner or category photo. */
export function placeholderSvg({ title, label, caption, colour, width, height }: PlaceholderImage): string {
  const fill = /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#c8c2b8";
  const ink = captionColour(fill);
  const base = Math.min(width, height) / 12;
  // Cards crop wide images to a near-square centre, so the caption must fit that part;
  // roughly 0.55 em per character keeps it inside 90 % of it.
  const visibleWidth = Math.min(width, height * 1.05);
  const size = Math.round(Math.min(base, (visibleWidth * 0.9) / (0.55 * Math.max(1, title?.length ?? 1))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
<rect width="100%" height="100%" fill="${fill}"/>
<rect x="${width * 0.2}" y="${height * 0.45}" width="${width * 0.6}" height="${height * 0.22}" rx="${base / 2}" fill="${ink}" opacity="0.12"/>
${title ? `<text x="50%" y="${height * 0.3}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" fill="${ink}">${escapeXml(title)}</text>` : ""}
${caption ? `<text x="50%" y="${height * 0.85}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${Math.round(base * 0.7)}" fill="${ink}" opacity="0.8">${escapeXml(caption)}</text>` : ""}
</svg>`;
}
