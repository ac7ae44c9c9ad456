import { createContext, useContext } from "react";

/**
 * The shop's stylesheet travels inside the document: no render-blocking request before the first paint
 * on a slow phone, and a cached page never names a stylesheet a later deploy removed. The server renders
 * the text it was built with (entry.server provides it); the browser keeps the copy its document brought,
 * so the stylesheet never enters the JavaScript bundle and hydration finds the same element.
 */
export const StylesheetContext = createContext<string | null>(null);

const ELEMENT_ID = "stylesheet";
const brought = typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.textContent ?? "");

export function InlineStylesheet() {
  const css = useContext(StylesheetContext) ?? brought;
  return <style id={ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
