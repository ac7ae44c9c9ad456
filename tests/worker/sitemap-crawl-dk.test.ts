import { describeSitemapCrawl } from "./sitemap-crawl.ts";

describeSitemapCrawl("dk");
