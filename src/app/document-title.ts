import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { siteStore } from '../shared/site/site-store';

/** "Screen · Merchant": tabs, the app switcher and screen readers name the screen first. */
export function documentTitle(screen: string, merchantName: string | undefined): string {
  return merchantName ? `${screen} · ${merchantName}` : screen;
}

/** Keeps the document's title on the route's title, in the language on show. */
export function useDocumentTitle(title: MessageDescriptor | undefined): void {
  const { i18n } = useLingui();
  const merchantName = useSnapshot(siteStore).config?.merchantName;
  const screen = title ? i18n._(title) : '';
  useEffect(() => {
    if (screen) document.title = documentTitle(screen, merchantName);
  }, [screen, merchantName]);
}
