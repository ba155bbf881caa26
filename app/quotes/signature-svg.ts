// A drawn signature (signature_pad's SVG) is kept only as its outlines: the viewBox and the `d` of each path, written
// back into an SVG of our own. Nothing else a browser sends (scripts, links, styles, images) survives, so the stored
// SVG is safe to show and the PDF can draw it with its own path commands.

const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s+eE-]{1,20000}$/;

export type SignaturePaths = { width: number; height: number; paths: string[] };

/** The outlines of a drawn signature, or null when the text holds none we can read. */
export function signaturePaths(svg: string): SignaturePaths | null {
  const viewBox = /viewBox\s*=\s*"\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*"/i.exec(svg);
  const width = Number(viewBox?.[1]);
  const height = Number(viewBox?.[2]);
  if (!(width > 0 && width <= 5000 && height > 0 && height <= 5000)) return null;
  const paths = [...svg.matchAll(/<path\b[^>]*?\sd\s*=\s*"([^"]*)"/gi)]
    .map((match) => match[1].trim())
    .filter((d) => PATH_DATA.test(d));
  return paths.length ? { width, height, paths: paths.slice(0, 2000) } : null;
}

/** The stored form of a drawn signature: a clean SVG of its outlines, or null when nothing usable was drawn. */
export function cleanSignatureSvg(svg: string): string | null {
  const drawn = signaturePaths(svg);
  if (!drawn) return null;
  const paths = drawn.paths.map((d) => `<path d="${d}" fill="#000"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawn.width} ${drawn.height}">${paths}</svg>`;
}
