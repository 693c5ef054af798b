import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/i18n/i18n';
import { loadAccountCatalog } from '@/i18n/route-catalogs';
import { uiMessages } from '@/ui/messages';
import { membershipMessages } from '@/features/membership/messages';

describe('catalog loading', () => {
  it('a route asking for the account catalog while the language is still loading gets both catalogs', async () => {
    // A landing on /membership: the route's loader runs beside the boot's language activation.
    const account = loadAccountCatalog();
    await Promise.all([activateLocale('es'), account]);
    expect(i18n.locale).toBe('es');
    expect(i18n._(uiMessages.networkError)).toBe('Error de red');
    expect(i18n._(membershipMessages.notMember)).not.toBe(membershipMessages.notMember.id);
    expect(i18n._(membershipMessages.notMember)).not.toMatch(/not a member/);
  });
});
