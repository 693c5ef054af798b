import type { MessageDescriptor } from '@lingui/core';
import type { PageName } from '@/platform/route-catalog';

/**
 * The document and header title of every page, translated through Lingui. Each route file declares its
 * page's title in its `staticData` (`msg({ id: 'title.<page name>', message })`, what Lingui extracts;
 * scripts/lib/route-facts.ts checks the id), so the page wrapper and the server render ask for
 * `pageTitle(page)` and the titles stay out of the boot chunk: one rule instead of sixty ids.
 */
export const pageTitle = (page: PageName): MessageDescriptor => ({ id: `title.${page}` });
