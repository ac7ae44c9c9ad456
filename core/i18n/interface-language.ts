import { parse, serialize } from "hono/utils/cookie";
import type { Locale } from "../stores.ts";

/**
 * The interface language a shopper chose (English, or Swedish in the Finnish store). Not personal: a page
 * is cached once per interface language (pageCacheKey), and crawlers, who never send it, get the store's own.
 */
export const INTERFACE_LANGUAGE_COOKIE = "interface_language";
const YEAR_SECONDS = 31_536_000;

export function readInterfaceLanguage(cookieHeader: string | null | undefined): string | undefined {
  return cookieHeader ? parse(cookieHeader, INTERFACE_LANGUAGE_COOKIE)[INTERFACE_LANGUAGE_COOKIE] : undefined;
}

export function interfaceLanguageCookie(locale: Locale, secure: boolean): string {
  return serialize(INTERFACE_LANGUAGE_COOKIE, locale, { path: "/", maxAge: YEAR_SECONDS, sameSite: "Lax", secure });
}
