/** Element ids of the header and footer regions root.tsx keeps as server-rendered HTML (PreservedHtml). */
export const SITE_HEADER_ID = 'site-header';
export const SITE_FOOTER_ID = 'site-footer';
