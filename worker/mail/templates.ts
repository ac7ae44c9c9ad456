/** The shop's mails as HTML and text, in the store's language (locales/*.json `mail.*`). */
import { html } from "hono/html";
import { translatorFor } from "#core/i18n/dictionaries.server.ts";
import { formatDeliverySlot } from "#core/domain/delivery-slots.ts";
import { streetLine } from "#core/domain/checkout-validation.ts";
import { postalLine } from "#core/domain/postcode.ts";
import { formatDeliveryDay, formatMoney } from "#core/domain/money.ts";
import { paymentLabel, shippingLabel } from "#core/i18n/method-labels.ts";
import { storePath, type StoreView } from "#core/stores.ts";
import type { PlacedOrder, ShipmentTracking } from "#core/port/index.ts";
import type { Translate } from "#core/i18n/translator.ts";
import type { OutgoingMail } from "./mailer.ts";

/** A table of label and value rows (an order's lines and totals), as HTML and as text lines. */
interface Rows {
  rows: { label: string; value: string; strong?: boolean }[];
}

/** One call to action in the shop's colours; the text part carries the same words and the link. */
async function layout(store: StoreView, parts: { title: string; paragraphs: string[]; table?: Rows; action: { label: string; href: string }; footnote: string }) {
  const t = translatorFor(store);
  const body = await html`<!doctype html>
<html lang="${store.language}">
  <body style="margin:0;background:#faf8f4;font-family:system-ui,sans-serif;color:#1d1d1b">
    <div style="max-width:560px;margin:0 auto;padding:24px">
      <p style="font-weight:700;color:#3c5a40;font-size:20px">${t("meta.siteName")}</p>
      <h1 style="font-size:22px">${parts.title}</h1>
      ${parts.paragraphs.map((p) => html`<p>${p}</p>`)}
      ${parts.table
        ? html`<table style="width:100%;border-collapse:collapse;margin:16px 0">
            ${parts.table.rows.map(
              (r) => html`<tr style="border-bottom:1px solid #e2ddd3${r.strong ? ";font-weight:700" : ""}"><td style="padding:6px 0">${r.label}</td><td style="padding:6px 0;text-align:right;white-space:nowrap">${r.value}</td></tr>`,
            )}
          </table>`
        : ""}
      <p><a href="${parts.action.href}" style="display:inline-block;background:#3c5a40;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${parts.action.label}</a></p>
      <p style="color:#5f5b55;font-size:14px">${parts.footnote}</p>
    </div>
  </body>
</html>`;
  const table = parts.table ? ["", ...parts.table.rows.map((r) => `${r.label}: ${r.value}`)] : [];
  const text = [parts.title, "", ...parts.paragraphs, ...table, "", `${parts.action.label}: ${parts.action.href}`, "", parts.footnote].join("\n");
  return { html: body.toString(), text };
}

export async function passwordResetMail(store: StoreView, to: { email: string; firstname: string }, link: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const content = await layout(store, {
    title: t("mail.passwordReset.subject"),
    paragraphs: [t("mail.passwordReset.greeting", { name: to.firstname }), t("mail.passwordReset.body", { shop })],
    action: { label: t("mail.passwordReset.button"), href: link },
    footnote: t("mail.passwordReset.ignore"),
  });
  return { store: store.storeCode, kind: "password-reset", to: to.email, subject: `${t("mail.passwordReset.subject")} – ${shop}`, ...content };
}

/** An ordered item as a mail names it: its name and the options chosen. */
const itemName = (item: PlacedOrder["items"][number]) => `${item.name}${item.options.length ? ` (${item.options.map((o) => `${o.label}: ${o.value}`).join(", ")})` : ""}`;

/** Where a pickup-point parcel is fetched, as one paragraph (none for other deliveries). */
const pickupPointLines = ({ pickupPoint: point, shippingAddress }: PlacedOrder, t: Translate) =>
  point ? [t("confirmation.pickupPoint", { name: point.name, address: point.address, city: postalLine(shippingAddress.country, point.zipCode, point.city) })] : [];

/**
 * The order confirmation (SPEC §8: the confirmation page promises it within 5 minutes), once per order;
 * a home delivery's carries its booking link (/bokning/:shipmentNumber), valid 14 days, as the call to action.
 */
export async function orderConfirmationMail(store: StoreView, order: PlacedOrder, origin: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const money = (amount: number) => formatMoney(amount, store.i18n);
  const address = order.shippingAddress;
  const billing = order.billingAddress;
  const slot = order.deliverySlot && ` — ${formatDeliverySlot(order.deliverySlot, store.i18n.defaultLocale)}`;
  const booking = order.booking && {
    paragraph: t("mail.order.booking", { day: formatDeliveryDay(order.booking.lastDay, store.i18n.defaultLocale) }),
    action: { label: t("mail.order.bookingButton"), href: origin + storePath(store, `/bokning/${order.booking.shipmentNumber}`) },
  };
  const content = await layout(store, {
    title: `${t("confirmation.title")} ${t("confirmation.number", { number: order.incrementId })}`,
    paragraphs: [
      t("mail.order.greeting", { name: order.recipient.firstname }),
      t("mail.order.intro", { shop }),
      `${t("checkout.shipping")}: ${shippingLabel(order.shippingMethod, t)}${slot ?? ""}`,
      ...pickupPointLines(order, t),
      `${t("checkout.address")}: ${[order.recipient.company, `${order.recipient.firstname} ${order.recipient.lastname}`, streetLine(address), postalLine(address.country, address.zipCode, address.city), address.country].filter(Boolean).join(", ")}`,
      ...(billing ? [`${t("checkout.billingAddress")}: ${[`${billing.firstname} ${billing.lastname}`, streetLine(billing), postalLine(billing.country, billing.zipCode, billing.city), billing.country].join(", ")}`] : []),
      `${t("checkout.payment")}: ${paymentLabel(order.paymentMethod, t)}${order.paymentReference ? ` · ${t("checkout.invoiceNumber", { number: order.paymentReference })}` : ""}`,
      ...(booking ? [booking.paragraph] : []),
    ],
    table: {
      rows: [
        ...order.items.map((item) => ({
          label: `${itemName(item)} × ${item.qty}`,
          value: money(item.rowTotalInclTax),
        })),
        { label: t("checkout.subtotal"), value: money(order.subtotalInclTax) },
        ...(order.discountAmount ? [{ label: t("checkout.discount"), value: `−${money(Math.abs(order.discountAmount))}` }] : []),
        { label: t("checkout.shippingCost"), value: order.shippingInclTax ? money(order.shippingInclTax) : t("checkout.free") },
        ...order.fees.map((fee) => ({ label: t(`fees.${fee.feeId}.title`), value: money(fee.amountInclTax) })),
        { label: t("checkout.total"), value: money(order.grandTotal), strong: true },
        { label: t("mail.order.vat"), value: money(order.taxAmount) },
      ],
    },
    action: booking ? booking.action : { label: t("checkout.backToShop"), href: origin + storePath(store, "/") },
    footnote: t("mail.order.footnote"),
  });
  return {
    store: store.storeCode,
    kind: "order-confirmation",
    to: order.email,
    subject: `${t("confirmation.number", { number: order.incrementId })} – ${shop}`,
    dedupeKey: `order:${order.incrementId}`,
    ...content,
  };
}

/**
 * The shipping mail the receipt's "trackingLater" promises: the delivery, the carrier's tracking number
 * and link, and the items, once per parcel (its tracking number is the dedupe key). A parcel without a
 * tracking page (a pickup-point parcel of the built-in carrier) names its number and where to fetch it.
 */
export async function shipmentMail(store: StoreView, order: PlacedOrder, tracking: ShipmentTracking, origin: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const link = tracking.url && (/^https?:\/\//.test(tracking.url) ? tracking.url : origin + tracking.url);
  const content = await layout(store, {
    title: t("mail.shipment.subject", { number: order.incrementId }),
    paragraphs: [
      t("mail.order.greeting", { name: order.recipient.firstname }),
      t("mail.shipment.body", { number: order.incrementId }),
      `${t("checkout.shipping")}: ${shippingLabel(order.shippingMethod, t)}`,
      t("account.orders.trackingNumber", { number: tracking.number }),
      ...pickupPointLines(order, t),
    ],
    table: {
      rows: order.items.map((item) => ({
        label: itemName(item),
        value: `× ${item.qty}`,
      })),
    },
    action: link ? { label: t("account.orders.tracking"), href: link } : { label: t("checkout.backToShop"), href: origin + storePath(store, "/") },
    footnote: t("mail.order.footnote"),
  });
  return {
    store: store.storeCode,
    kind: "shipment",
    to: order.email,
    subject: `${t("mail.shipment.subject", { number: order.incrementId })} – ${shop}`,
    dedupeKey: `shipment:${tracking.number}`,
    ...content,
  };
}

/** Welcome to a new account (registration or an order that created one). */
export async function welcomeMail(store: StoreView, to: { email: string; firstname: string }, shopUrl: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const content = await layout(store, {
    title: t("mail.welcome.subject", { shop }),
    paragraphs: [t("mail.welcome.greeting", { name: to.firstname }), t("mail.welcome.body", { email: to.email })],
    action: { label: t("mail.welcome.button"), href: shopUrl },
    footnote: t("mail.welcome.footnote"),
  });
  return { store: store.storeCode, kind: "welcome", to: to.email, subject: t("mail.welcome.subject", { shop }), ...content };
}

/**
 * To the owner of an e-mail someone tried to register again (issue 38 item 2): the registration answered
 * as for a new address, so the owner hears of it here, with the ways in: sign in, or choose a new password.
 */
export async function registrationAttemptMail(store: StoreView, to: string, signInUrl: string, resetUrl: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const content = await layout(store, {
    title: t("mail.registrationAttempt.subject"),
    paragraphs: [t("mail.registrationAttempt.body", { shop, email: to }), t("mail.registrationAttempt.reset", { link: resetUrl })],
    action: { label: t("mail.registrationAttempt.button"), href: signInUrl },
    footnote: t("mail.registrationAttempt.footnote"),
  });
  return { store: store.storeCode, kind: "registration-attempt", to, subject: `${t("mail.registrationAttempt.subject")} – ${shop}`, ...content };
}

/** The newsletter welcome: the subscriber's own single-use coupon (SPEC §1: 10 percent). */
export async function newsletterCouponMail(store: StoreView, to: string, coupon: { code: string; percent: number }, shopUrl: string, unsubscribeUrl: string | null): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const unsubscribe = unsubscribeUrl ? ` ${t("mail.newsletter.unsubscribe", { link: unsubscribeUrl })}` : "";
  const content = await layout(store, {
    title: t("mail.newsletter.subject", { percent: coupon.percent }),
    paragraphs: [t("mail.newsletter.body", { shop, percent: coupon.percent }), t("mail.newsletter.code", { code: coupon.code })],
    action: { label: t("mail.newsletter.button"), href: shopUrl },
    footnote: t("mail.newsletter.footnote") + unsubscribe,
  });
  return { store: store.storeCode, kind: "newsletter-coupon", to, subject: `${t("mail.newsletter.subject", { percent: coupon.percent })} – ${shop}`, dedupeKey: `newsletter-coupon:${coupon.code}`, ...content };
}

/** The double opt-in of a back-in-stock request (issue 36 item 3): nothing is mailed later unless its link is followed. */
export async function backInStockConfirmMail(store: StoreView, to: string, product: { name: string }, confirmUrl: string): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const content = await layout(store, {
    title: t("mail.backInStockConfirm.subject", { name: product.name }),
    paragraphs: [t("mail.backInStockConfirm.body", { shop, name: product.name })],
    action: { label: t("mail.backInStockConfirm.button"), href: confirmUrl },
    footnote: t("mail.backInStockConfirm.footnote"),
  });
  return { store: store.storeCode, kind: "back-in-stock-confirm", to, subject: `${t("mail.backInStockConfirm.subject", { name: product.name })} – ${shop}`, ...content };
}

/** The one mail of a confirmed back-in-stock request, when the product can be bought again; `requestId` keeps it to one. */
export async function backInStockMail(store: StoreView, to: string, product: { name: string; url: string }, requestId: number): Promise<OutgoingMail> {
  const t = translatorFor(store);
  const shop = t("meta.siteName");
  const content = await layout(store, {
    title: t("mail.backInStock.subject", { name: product.name }),
    paragraphs: [t("mail.backInStock.body", { shop, name: product.name })],
    action: { label: t("mail.backInStock.button"), href: product.url },
    footnote: t("mail.backInStock.footnote"),
  });
  return { store: store.storeCode, kind: "back-in-stock", to, subject: `${t("mail.backInStock.subject", { name: product.name })} – ${shop}`, dedupeKey: `back-in-stock:${requestId}`, ...content };
}
