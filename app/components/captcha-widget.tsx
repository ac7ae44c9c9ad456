import { useEffect, useRef } from "react";
import { CAPTCHA_WIDGET_SCRIPT } from "#core/reviews/captcha-widget.ts";

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string }): string;
  reset(widgetId: string): void;
}

/**
 * The captcha widget (Cloudflare Turnstile) of the review form and a challenged sign-in, rendered by this component (the script's own scan runs only
 * once per document, so client navigation would leave a second form without it), reset after a refusal.
 */
export function CaptchaWidget({ siteKey, refused, className }: { siteKey: string; refused: unknown; className: string }) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  useEffect(() => {
    const win = window as unknown as { turnstile?: Turnstile };
    const render = () => {
      if (box.current && win.turnstile && widget.current === null) widget.current = win.turnstile.render(box.current, { sitekey: siteKey });
    };
    if (win.turnstile) return render();
    let script = document.querySelector<HTMLScriptElement>(`script[src^="${CAPTCHA_WIDGET_SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = `${CAPTCHA_WIDGET_SCRIPT}?render=explicit`;
      script.async = true;
      document.head.appendChild(script);
    }
    script.addEventListener("load", render);
    return () => script.removeEventListener("load", render);
  }, [siteKey]);
  useEffect(() => {
    const win = window as unknown as { turnstile?: Turnstile };
    if (refused && widget.current !== null) win.turnstile?.reset(widget.current);
  }, [refused]);
  return <div ref={box} className={className} />;
}
