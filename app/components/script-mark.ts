import { createContext, useContext } from "react";

/**
 * The render's script mark (createScriptMark in utils/content-security-policy.server.ts): entry.server.tsx provides
 * it, the document's own inline scripts carry it, and the finished page loses it again. The browser has none.
 */
export const ScriptMark = createContext<string | undefined>(undefined);

export const useScriptMark = () => useContext(ScriptMark);
