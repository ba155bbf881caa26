import { createContext, useContext } from "react";

/**
 * The per-response script nonce, provided by entry.server around the app. The browser hides nonce attributes from
 * the page, so in the browser this is "" and React keeps whatever the server rendered.
 */
export const NonceContext = createContext("");

export function useNonce() {
  return useContext(NonceContext);
}
