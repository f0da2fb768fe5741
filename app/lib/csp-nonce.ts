import { createContext, useContext } from 'react';

/**
 * This response's CSP nonce (design §4), given by entry.server.tsx, for the few inline scripts the document
 * writes itself. Undefined in the browser: it is only read while the server renders.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
