/** A site path ("/state/texas") on the public origin: search engines and social cards ignore relative URLs. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
