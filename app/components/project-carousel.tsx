import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { useHydrated } from "~/utils/use-hydrated";
import type { PictureData } from "~/media/picture";
import { ResponsiveImage } from "./responsive-image";
import { usePrefersReducedMotion } from "./use-reduced-motion";

const CAROUSEL_INTERVAL_MS = 10_000;
export const DRAG_THRESHOLD_PX = 50;

export type CarouselImage = PictureData & { id: string };

const SIZES = "(min-width: 1200px) 1100px, 100vw";

/** Where a drag of `offset` px (negative: to the left) leaves a carousel showing `index` of `count`. */
export function slideAfterDrag(index: number, count: number, offset: number) {
  if (offset <= -DRAG_THRESHOLD_PX) return (index + 1) % count;
  if (offset >= DRAG_THRESHOLD_PX) return (index - 1 + count) % count;
  return index;
}

/**
 * The project photos. Without JavaScript it is a horizontal scroll-snap strip whose dots and thumbnails are anchor
 * links, so every image stays reachable. With JavaScript it advances every 10 s (wrapping at the end), pauses on
 * hover, focus, the pause button or a reduced-motion preference, and follows dots, thumbnails, arrow keys and
 * drags longer than 50 px.
 */
export function ProjectImageCarousel({ images, label }: { images: CarouselImage[]; label: string }) {
  const count = images.length;
  const enhanced = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number } | null>(null);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const rootRef = useRef<HTMLElement>(null);

  // Hover and focus pause the slideshow; arrow keys move it (listeners on the region itself).
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !enhanced) return;
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      const delta = event.key === "ArrowRight" ? 1 : -1;
      setIndex((current) => (current + delta + count) % count);
    };
    root.addEventListener("mouseenter", onEnter);
    root.addEventListener("mouseleave", onLeave);
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("keydown", onKey);
    return () => {
      root.removeEventListener("mouseenter", onEnter);
      root.removeEventListener("mouseleave", onLeave);
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("keydown", onKey);
    };
  }, [enhanced, count]);

  const playing = enhanced && !userPaused && !hovered && !focused && !reducedMotion && dragOffset === null;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(index + 1), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, goTo]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    // Buttons over the photo (the arrows) keep their own clicks.
    if ((event.target as Element).closest("button, a")) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragOffset(0);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragOffset(event.clientX - drag.current.startX);
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    const offset = event.type === "pointercancel" ? 0 : event.clientX - drag.current.startX;
    drag.current = null;
    setDragOffset(null);
    goTo(slideAfterDrag(index, count, offset));
  }

  const stripStyle = enhanced
    ? {
        transform: `translateX(calc(${-index * 100}% + ${dragOffset ?? 0}px))`,
        transition: dragOffset !== null || reducedMotion ? "none" : undefined,
      }
    : undefined;

  return (
    <section
      ref={rootRef}
      className={`carousel${enhanced ? " is-enhanced" : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      data-playing={playing ? "true" : "false"}
    >
      <div
        className="carousel-viewport"
        onPointerDown={enhanced ? onPointerDown : undefined}
        onPointerMove={enhanced ? onPointerMove : undefined}
        onPointerUp={enhanced ? onPointerEnd : undefined}
        onPointerCancel={enhanced ? onPointerEnd : undefined}
        onDragStart={(event) => event.preventDefault()}
      >
        <div className="carousel-strip" style={stripStyle}>
          {images.map((image, i) => (
            <div
              key={image.id}
              id={`slide-${i + 1}`}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={enhanced && i !== index ? true : undefined}
            >
              <ResponsiveImage image={image} sizes={SIZES} priority={i === 0} />
            </div>
          ))}
        </div>
        {enhanced ? (
          <>
            <button
              type="button"
              className="carousel-arrow carousel-prev"
              aria-label="Previous image"
              onClick={() => goTo(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="carousel-arrow carousel-next"
              aria-label="Next image"
              onClick={() => goTo(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>

      <div className="carousel-controls">
        {enhanced ? (
          <button
            type="button"
            className="carousel-pause"
            aria-pressed={userPaused}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? "Play slideshow" : "Pause slideshow"}
          </button>
        ) : null}
        <ol className="carousel-dots" aria-label="Choose an image">
          {images.map((image, i) => (
            <li key={image.id}>
              {enhanced ? (
                <button
                  type="button"
                  className="carousel-dot"
                  aria-label={`Show image ${i + 1} of ${count}`}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => goTo(i)}
                />
              ) : (
                <a
                  href={`#slide-${i + 1}`}
                  className="carousel-dot"
                  aria-label={`Show image ${i + 1} of ${count}`}
                />
              )}
            </li>
          ))}
        </ol>
      </div>

      <ol className="carousel-thumbs" aria-label="Thumbnails">
        {images.map((image, i) =>
          enhanced ? (
            <li key={image.id}>
              <button
                type="button"
                className="carousel-thumb"
                aria-label={`Image ${i + 1}: ${image.alt || label}`}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
              >
                <ResponsiveImage image={image} alt="" sizes="120px" />
              </button>
            </li>
          ) : (
            <li key={image.id}>
              <a
                href={`#slide-${i + 1}`}
                className="carousel-thumb"
                aria-label={`Image ${i + 1}: ${image.alt || label}`}
              >
                <ResponsiveImage image={image} alt="" sizes="120px" />
              </a>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
