/**
 * The console's mark (src/layout/Logo.tsx: a house on the brand blue) as an inline SVG data URL, drawn in the middle
 * of the payment QR code. Inline, so the canvas stays exportable (下载二维码) and no request is made.
 */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="64" height="64">' +
  '<rect width="32" height="32" rx="7" fill="#1677ff"/>' +
  '<path d="M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-5h-6v5H8a1 1 0 0 1-1-1z" fill="#fff"/></svg>';

export const QR_LOGO_DATA_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(LOGO_SVG)}`;
