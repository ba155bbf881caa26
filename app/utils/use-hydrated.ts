import { useLayoutEffect, useState } from "react";

let hydrated = false;

/**
 * False during the server render and the first client render; true once JavaScript has taken over. A layout effect:
 * its re-render runs before the browser handles any input, so no click lands between hydration and the enhanced
 * markup (a Delete pressed in that moment found no dialog to open, and did nothing).
 */
export function useHydrated() {
  const [isHydrated, setIsHydrated] = useState(hydrated);
  useLayoutEffect(() => {
    hydrated = true;
    setIsHydrated(true);
  }, []);
  return isHydrated;
}
