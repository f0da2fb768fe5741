/** The Express server hands the request's CSP nonce to the SSR entry in this header (it always overwrites it). */
export const CSP_NONCE_HEADER = 'x-spike-csp-nonce';
