import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * The one h1 of a screen whose design shows no title (home, the game lists, the member centre):
 * screen readers and the page outline still name the screen, as its document title does.
 */
export function ScreenHeading({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return <h1 className="visually-hidden">{i18n._(title)}</h1>;
}
