import { createContext } from "react";

/**
 * The response's CSP script nonce for the few inline scripts the document itself renders (entry.server
 * provides it). Browsers hide a nonce once parsed, so the client renders none and hydration ignores it.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);
