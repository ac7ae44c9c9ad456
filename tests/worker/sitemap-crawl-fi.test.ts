import { describeSitemapCrawl } from "./sitemap-crawl.ts";

describeSitemapCrawl("fi");
