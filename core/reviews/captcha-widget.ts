/** The captcha widget the review form shows when a site key is configured (Cloudflare Turnstile). */
export const CAPTCHA_WIDGET_ORIGIN = "https://challenges.cloudflare.com";
export const CAPTCHA_WIDGET_SCRIPT = `${CAPTCHA_WIDGET_ORIGIN}/turnstile/v0/api.js`;
/** The form field the widget fills in with its token. */
export const CAPTCHA_FIELD = "cf-turnstile-response";
