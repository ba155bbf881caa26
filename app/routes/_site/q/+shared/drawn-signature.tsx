import { useCallback, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
// The module's own file, imported natively when asked for: no loader of Vite's in the page's scripts.
import signaturePadUrl from "signature_pad?url";
import { ErrorList } from "~/components/form/error-list";
import { useHydrated } from "~/utils/use-hydrated";

type PadClass = typeof SignaturePad;

/**
 * An optional drawn signature beside the typed name (never instead of it): offered only once JavaScript runs, and
 * signature_pad is loaded when the customer asks for it, so the page itself needs no script to sign. The drawing goes
 * with the form as SVG; the server keeps only its outlines.
 */
export function DrawnSignature({ error }: { error?: string[] }) {
  const hydrated = useHydrated();
  const [Pad, setPad] = useState<PadClass | null>(null);
  const [loading, setLoading] = useState(false);
  const pad = useRef<SignaturePad | null>(null);
  const [svg, setSvg] = useState("");

  // The pad lives as long as its canvas: made when it mounts, stopped when it goes.
  const attach = useCallback(
    (canvas: HTMLCanvasElement | null) => {
      if (!canvas || !Pad) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext("2d")?.scale(ratio, ratio);
      const drawing = new Pad(canvas, { penColor: "#111" });
      drawing.addEventListener("endStroke", () => setSvg(drawing.toSVG()));
      pad.current = drawing;
      return () => {
        drawing.off();
        pad.current = null;
      };
    },
    [Pad],
  );
  if (!hydrated) return null;

  const open = async () => {
    setLoading(true);
    const module = (await import(/* @vite-ignore */ signaturePadUrl)) as { default: PadClass };
    setPad(() => module.default);
    setLoading(false);
  };

  return (
    <div className="field quote-drawn-signature">
      <input type="hidden" name="signature" value={svg} />
      {Pad ? (
        <>
          <p id="drawn-signature-label" className="field-label">
            Drawn signature (optional, in addition to your typed name)
          </p>
          <canvas
            ref={attach}
            className="quote-signature-canvas"
            role="img"
            aria-labelledby="drawn-signature-label"
          />
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              pad.current?.clear();
              setSvg("");
            }}
          >
            Clear drawing
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={open}
          disabled={loading}
        >
          Add a drawn signature (optional)
        </button>
      )}
      <ErrorList id="accept-form-signature-error" errors={error} />
    </div>
  );
}
