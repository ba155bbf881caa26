/** Escapes text for an HTML e-mail body. */
export function escapeHtml(text: string) {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A minimal, widely supported HTML mail layout around already escaped content. */
export function mailLayout(title: string, bodyHtml: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f4efe6;font-family:Arial,Helvetica,sans-serif;color:#1f2328;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">${bodyHtml}</div></body></html>`;
}
