import { createContext, useContext } from "react";

/** This answer's CSP nonce while the server renders (entry.server.tsx); the browser hides nonces, so none there. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
