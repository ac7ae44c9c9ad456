/**
 * The tag-manager container of each store (issue 15), from configuration: TAG_MANAGER_CONTAINERS =
 * "se=GTM-ABC1234,dk=GTM-XYZ9876" (read by worker/config.ts). None configured (the local default): no
 * container loads, and the events still go onto window.dataLayer.
 */
export const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export const TAG_MANAGER_SCRIPT_ORIGIN = "https://www.googletagmanager.com";
/** Where a container's GA4 tags send to and load pictures from: admitted by the CSP only with a container. */
export const TAG_MANAGER_ORIGINS = {
  script: [TAG_MANAGER_SCRIPT_ORIGIN],
  connect: ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.g.doubleclick.net", "https://www.google.com"],
  img: ["https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.g.doubleclick.net", "https://www.google.com"],
  frame: [TAG_MANAGER_SCRIPT_ORIGIN],
} as const;

export const containerScript = (id: string) => `${TAG_MANAGER_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
