import { type CustomerServiceEntry, customerServiceUrl } from '#src/shared/contract/customer-service';
import type { ResourceType } from '#src/shared/contract/system';
import { SERVER_MESSAGES } from '#src/shared/i18n/server-messages';
import { resourceUrl } from '#src/shared/site/site-store';
import { showToast } from '#src/shared/ui/toast-store';

/** A missing link says coming_soon for 2.5 s (product rule 8.10). */
export const COMING_SOON_MS = 2500;

/** The outside links the message centre and the side menu offer; null where the merchant has none. */
export type ServiceLinks = { telegram: string | null; affiliate: string | null; service: string | null };

type ConfigLike = {
  readonly info: {
    readonly resources: readonly { readonly resourceType: ResourceType; readonly url: string }[];
    readonly customerService: readonly CustomerServiceEntry[];
  };
} | null;

export function serviceLinks(config: ConfigLike): ServiceLinks {
  return {
    telegram: resourceUrl(config, 'TELEGRAM'),
    affiliate: resourceUrl(config, 'AFFILIATELINK'),
    service: customerServiceUrl(config?.info.customerService),
  };
}

export function showComingSoon(): void {
  showToast(SERVER_MESSAGES.coming_soon, { ms: COMING_SOON_MS });
}
