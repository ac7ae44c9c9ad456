/** The shop's mails as HTML and text, in the store's language (locales/*.json `mail.*`). */
import { html } from "hono/html";
import { translatorFor } from "../../app/i18n/dictionaries.server.ts";
import type { StoreView } from "../../app/stores.ts";
import type { OutgoingMail } from "./mailer.ts";

/** One call to action in the shop's colours; the text part carries the same words and the link. */
async function layout(store: StoreView, parts: { title: string; paragraphs: string[]; action: { label: string; href: string }; footnote: string }) {
  const t = translatorFor(store);
  const body = await html`<!doctype html>
<html lang="${store.language}">
  <body style="margin:0;background:#faf8f4;font-family:system-ui,sans-serif;color:#1d1d1b">
    <div style="max-width:560px;margin:0 auto;padding:24px">
      <p style="font-weight:700;color:#3c5a40;font-size:20px">${t("meta.siteName")}</p>
      <h1 style="font-size:22px">${parts.title}</h1>
      ${parts.paragraphs.map((p) => html`<p>${p}</p>`)}
      <p><a href="${parts.action.href}" style="display:inline-block;background:#3c5a40;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${parts.action.label}</a></p>
      <p style="color:#5f5b55;font-size:14px">${parts.footnote}</p>
    </div>
  </body>
</html>`;
  const text = [parts.title, "", ...parts.paragraphs, "", `${parts.action.label}: ${parts.action.href}`, "", parts.footnote].join("\n");
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
