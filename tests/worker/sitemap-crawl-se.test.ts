import { describeSitemapCrawl } from "./sitemap-crawl.ts";

describeSitemapCrawl("se");
