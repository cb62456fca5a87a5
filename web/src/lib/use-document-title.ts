import { useEffect } from 'react';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { translate } from './i18n.ts';

/** Sets the tab title so history, bookmarks and screen readers name the screen. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${translate(title)} | ${PORTAL_NAME}` : PORTAL_NAME;
  }, [title]);
}
